"use client";
import { useState } from "react";
import { cancelOrderAsFake, unblockOrderPhone } from "@/lib/client/admin-api";
import { formatDateTime } from "@/lib/domain/dates";
import { mayCancelAsFake, type Order } from "@/lib/domain/orders";
import { useAdminAction } from "./use-admin-action";

/** Cancels an order the shop judged fake: no message to the customer, and its phone blocked (its online orders held). */
export function CancelAsFake({ order }: { order: Order }) {
  const act = useAdminAction();
  const [busy, setBusy] = useState(false);
  if (!mayCancelAsFake(order.status)) return null;
  const cancel = async () => {
    setBusy(true);
    await act({
      confirm: `Cancel this order as fake? The customer is told nothing, its stock goes back, and ${order.phone} is blocked: its online orders will be held for review.`,
      call: () => cancelOrderAsFake(order.id),
      failure: "Failed to cancel the order",
    });
    setBusy(false);
  };
  return (
    <button
      type="button"
      className="btn-secondary self-start border-red-700 text-red-700"
      disabled={busy}
      onClick={cancel}
    >
      Cancel as fake
    </button>
  );
}

/** Says that the order's phone is blocked (its online orders held for review), with the way to unblock it. */
export function PhoneBlock({
  orderId,
  block,
}: {
  orderId: string;
  block: { blockedBy: string | null; createdAt: string };
}) {
  const act = useAdminAction();
  const [busy, setBusy] = useState(false);
  const unblock = async () => {
    setBusy(true);
    await act({ call: () => unblockOrderPhone(orderId), failure: "Failed to unblock the phone" });
    setBusy(false);
  };
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p className="font-medium text-red-700">
        Blocked since {formatDateTime(block.createdAt)}
        {block.blockedBy ? ` by ${block.blockedBy}` : ""}: its online orders are held for review
      </p>
      <button type="button" className="btn-secondary" disabled={busy} onClick={unblock}>
        Unblock phone
      </button>
    </div>
  );
}
