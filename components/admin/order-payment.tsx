"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { recordOrderPayment } from "@/lib/client/admin-api";
import { mayRecordPayment, netOf } from "@/lib/domain/cash";
import { formatDateTime } from "@/lib/domain/dates";
import { formatRupees } from "@/lib/domain/money";
import type { Order } from "@/lib/domain/orders";
import {
  orderPaymentSchema,
  type OrderPaymentForm as Payment,
  type OrderPaymentInput,
} from "@/lib/domain/validation/cash";
import { useAdminAction } from "./use-admin-action";

/**
 * The courier's payment of this order's cash: what it collected (the order's total unless the
 * courier says otherwise) and the fee it kept. Afterwards, when it was paid and how much.
 */
export function OrderPayment({ order }: { order: Order }) {
  const act = useAdminAction();
  const form = useForm<OrderPaymentInput, unknown, Payment>({
    resolver: zodResolver(orderPaymentSchema),
    defaultValues: { oId: order.id, amount: String(order.total), fee: "0", reference: "" },
  });
  const { errors, isSubmitting } = form.formState;
  if (order.payment)
    return (
      <p className="text-sm">
        <span className="font-semibold">Paid by the courier</span>{" "}
        <time dateTime={order.payment.at}>{formatDateTime(order.payment.at)}</time>:{" "}
        <span className="whitespace-nowrap">{formatRupees(order.payment.amount)}</span> received, fee{" "}
        <span className="whitespace-nowrap">{formatRupees(order.payment.fee)}</span>, net{" "}
        <span className="whitespace-nowrap">{formatRupees(netOf({ ...order.payment, fees: order.payment.fee }))}</span>
      </p>
    );
  if (!mayRecordPayment(order) || !order.shipment) return null;
  const courier = order.shipment.courier.name;
  const submit = form.handleSubmit(async (payment) => {
    await act({ call: () => recordOrderPayment(payment), failure: "Failed to record the payment" });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Record payment" className="flex flex-col gap-3">
      <p className="text-sm text-stone-700">
        The cash {courier} collected for this order.
        {order.status === "Shipped" && " Recording it marks the order Delivered."}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="payment-amount"
          label="Amount received (Rs.)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.amount?.message}
          {...form.register("amount")}
        />
        <TextField
          id="payment-fee"
          label={`Fee kept by ${courier} (Rs.)`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.fee?.message}
          {...form.register("fee")}
        />
      </div>
      <TextField
        id="payment-reference"
        label="Reference (optional)"
        hint="The courier's statement, cheque or transfer number"
        maxLength={100}
        error={errors.reference?.message}
        {...form.register("reference")}
      />
      <button type="submit" className="btn-primary self-start" disabled={isSubmitting}>
        {isSubmitting ? "Recording..." : "Record payment"}
      </button>
    </form>
  );
}
