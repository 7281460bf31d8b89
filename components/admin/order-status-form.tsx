"use client";
import { useState } from "react";
import { updateOrderStatus } from "@/lib/client/admin-api";
import { formatOrderNumber, orderStatuses, orderStatusLabel, type Order, type OrderStatus } from "@/lib/domain/orders";
import { useAdminAction } from "./use-admin-action";

/** The status change of one order: in the orders table's dialog and on the order's own page. */
export function StatusForm({ order, onDone }: { order: Order; onDone?: () => void }) {
  const act = useAdminAction();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [busy, setBusy] = useState(false);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const saved = await act({ call: () => updateOrderStatus(order.id, status), failure: "Failed to update order" });
    setBusy(false);
    if (saved) onDone?.();
  };
  return (
    <form onSubmit={save} className="flex flex-col gap-3">
      <h2 className="text-lg font-bold">Update Order</h2>
      <p className="text-sm text-stone-600">Order number: {formatOrderNumber(order.number)}</p>
      <p className="text-sm text-stone-600">Order id: {order.id}</p>
      <p className="text-sm text-stone-600">Transaction id: {order.transactionId}</p>
      <label className="text-sm font-medium">
        Status
        <select
          className="field mt-1"
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus)}
        >
          {orderStatuses.map((value) => (
            <option key={value} value={value}>
              {orderStatusLabel[value]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Updating..." : "Update Status"}
      </button>
    </form>
  );
}
