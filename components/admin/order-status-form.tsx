"use client";
import { useEffect, useId, useState } from "react";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { listCouriers, shipOrder, updateOrderStatus } from "@/lib/client/admin-api";
import { isAbortError } from "@/lib/client/http";
import { formatOrderNumber, orderStatuses, orderStatusLabel, type Order, type OrderStatus } from "@/lib/domain/orders";
import type { Courier } from "@/lib/domain/parcels";
import { shipmentFieldsSchema } from "@/lib/domain/validation/parcels";
import { asksForParcel, statusSteps, type ParcelFields, type StatusStep } from "./order-status-steps";
import { useAdminAction } from "./use-admin-action";

type ParcelErrors = Partial<Record<keyof ParcelFields, string>>;

const run = (orderId: string, step: StatusStep) =>
  step.kind === "ship"
    ? shipOrder(orderId, step.courierId, step.consignmentNumber)
    : updateOrderStatus(orderId, step.status);

/** The couriers a parcel may be handed to, and the order's own even when retired since. */
function useCourierChoices(currentId: string | undefined, wanted: boolean) {
  const [couriers, setCouriers] = useState<Courier[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || couriers) return;
    const controller = new AbortController();
    listCouriers(controller.signal).then(setCouriers, (error: unknown) => {
      if (!isAbortError(error)) setFailed(true);
    });
    return () => controller.abort();
  }, [wanted, couriers]);
  return {
    choices: couriers?.filter((courier) => courier.active || courier.id === currentId) ?? null,
    failed,
  };
}

/**
 * The status change of one order: in the orders table's dialog and on the order's own page. Shipped
 * asks for the courier and consignment number; on a parcel already handed over they can be corrected.
 */
export function StatusForm({ order, onDone }: { order: Order; onDone?: () => void }) {
  const act = useAdminAction();
  const id = useId();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [parcel, setParcel] = useState<ParcelFields>({
    courierId: order.shipment?.courier.id ?? "",
    consignmentNumber: order.shipment?.consignmentNumber ?? "",
  });
  const [errors, setErrors] = useState<ParcelErrors>({});
  const [busy, setBusy] = useState(false);
  const asksParcel = asksForParcel(order, status);
  const { choices, failed } = useCourierChoices(order.shipment?.courier.id, asksParcel);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    let fields: ParcelFields | null = null;
    if (asksParcel) {
      const parsed = shipmentFieldsSchema.safeParse(parcel);
      if (!parsed.success) {
        const found: ParcelErrors = {};
        for (const issue of parsed.error.issues) found[issue.path[0] as keyof ParcelFields] ??= issue.message;
        setErrors(found);
        return;
      }
      fields = parsed.data;
    }
    setErrors({});
    setBusy(true);
    let saved = true;
    for (const step of statusSteps(order, status, fields)) {
      saved = (await act({ call: () => run(order.id, step), failure: "Failed to update order" })) !== undefined;
      if (!saved) break;
    }
    setBusy(false);
    if (saved) onDone?.();
  };

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-3">
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
      {asksParcel && (
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">The parcel</legend>
          <SelectField
            id={`${id}-courier`}
            label="Courier"
            value={parcel.courierId}
            error={
              errors.courierId ?? (failed ? "The courier list could not be loaded. Please reload the page." : undefined)
            }
            onChange={(event) => setParcel({ ...parcel, courierId: event.target.value })}
          >
            <option value="">{choices ? "Choose the courier" : "Loading couriers..."}</option>
            {choices?.map((courier) => (
              <option key={courier.id} value={courier.id}>
                {courier.active ? courier.name : `${courier.name} (retired)`}
              </option>
            ))}
          </SelectField>
          <TextField
            id={`${id}-consignment`}
            label="Consignment number"
            autoComplete="off"
            spellCheck={false}
            maxLength={60}
            className="[&_input]:font-mono"
            value={parcel.consignmentNumber}
            error={errors.consignmentNumber}
            onChange={(event) => setParcel({ ...parcel, consignmentNumber: event.target.value })}
          />
        </fieldset>
      )}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Updating..." : "Update Status"}
      </button>
    </form>
  );
}
