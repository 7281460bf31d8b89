import { z } from "zod";
import { unpaidAfterDays } from "../cash";
import { idSchema } from "./catalog";
import { rupeesSchema } from "./parcels";

// What the admin types about an order's cash: the courier's payment of it, and the cash page's address.

export const orderPaymentMessages = {
  amount: "The amount received must be more than 0",
  feeAboveAmount: "The courier's fee cannot be more than the amount received",
  reference: "The reference is too long (100 characters at most)",
};

/** One order's cash received from its courier: the amount it collected and the fee it kept. */
export const orderPaymentSchema = z
  .object({
    oId: idSchema("Order id"),
    amount: rupeesSchema.refine((amount) => amount > 0, orderPaymentMessages.amount),
    fee: rupeesSchema,
    reference: z
      .string()
      .trim()
      .max(100, orderPaymentMessages.reference)
      .nullish()
      .transform((reference) => reference || null),
  })
  .refine((payment) => payment.fee <= payment.amount, { message: orderPaymentMessages.feeAboveAmount, path: ["fee"] });
export type OrderPaymentInput = z.input<typeof orderPaymentSchema>;
export type OrderPaymentForm = z.output<typeof orderPaymentSchema>;

/** The cash page's address: how many days after delivery an unpaid order is listed (out of bounds: the default). */
export const cashPageQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .min(unpaidAfterDays.min)
    .max(unpaidAfterDays.max)
    .catch(unpaidAfterDays.standard)
    .default(unpaidAfterDays.standard),
});
export type CashPageQuery = z.output<typeof cashPageQuerySchema>;

export const cashPagePath = "/admin/dashboard/cash";

/** The cash page listing orders unpaid after `days` (the default leaves the address bare). */
export const cashPageHref = (days: number = unpaidAfterDays.standard) =>
  days === unpaidAfterDays.standard ? cashPagePath : `${cashPagePath}?days=${days}`;
