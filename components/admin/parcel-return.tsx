"use client";
import { useState } from "react";
import { SelectField } from "@/components/ui/select-field";
import { recordParcelReturn } from "@/lib/client/admin-api";
import { mayRecordReturn } from "@/lib/domain/cash";
import { formatDateTime } from "@/lib/domain/dates";
import type { Order } from "@/lib/domain/orders";
import { returnReasonLabel, returnReasons } from "@/lib/domain/parcels";
import { recordReturnSchema } from "@/lib/domain/validation/parcels";
import { useAdminAction } from "./use-admin-action";

export const returnHint =
  "The order is cancelled and its stock goes back on the shelf once. The customer is sent nothing.";

/** A shipped parcel that came back, recorded once with its reason; afterwards, when and why. */
export function ParcelReturn({ order }: { order: Order }) {
  const act = useAdminAction();
  // No reason is chosen for the admin: the one the courier gave is picked on purpose.
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (order.returned)
    return (
      <p className="text-sm">
        <span className="font-semibold">Returned</span>{" "}
        <time dateTime={order.returned.at}>{formatDateTime(order.returned.at)}</time>:{" "}
        {returnReasonLabel[order.returned.reason]}
      </p>
    );
  if (!mayRecordReturn(order)) return null;
  const record = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = recordReturnSchema.safeParse({ oId: order.id, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    const chosen = parsed.data.reason;
    setBusy(true);
    await act({
      confirm: `Record this parcel as returned (${returnReasonLabel[chosen].toLowerCase()})? ${returnHint}`,
      call: () => recordParcelReturn(order.id, chosen),
      failure: "Failed to record the return",
    });
    setBusy(false);
  };
  return (
    <form onSubmit={record} noValidate aria-label="Record return" className="flex flex-col gap-2">
      <SelectField
        id="return-reason"
        label="The parcel came back"
        hint={returnHint}
        error={error ?? undefined}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      >
        <option value="">Choose the reason…</option>
        {returnReasons.map((value) => (
          <option key={value} value={value}>
            {returnReasonLabel[value]}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="btn-secondary self-start border-red-700 text-red-700" disabled={busy}>
        Record return
      </button>
    </form>
  );
}
