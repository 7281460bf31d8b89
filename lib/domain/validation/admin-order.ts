import { z } from "zod";
import { callOutcomes, orderStatusFromLabel, orderStatusLabel, orderStatuses, type OrderStatus } from "../orders";
import { idSchema } from "./catalog";

const statusMessage = "Status must be one of Not processed, Processing, Shipped, Delivered, Cancelled";

export const orderStatusSchema = z
  .string({ error: "Status is required" })
  .max(40, statusMessage)
  .transform((value, context): OrderStatus => {
    const status = orderStatusFromLabel(value.trim());
    if (!status) {
      context.addIssue({ code: "custom", message: statusMessage });
      return z.NEVER;
    }
    return status;
  });

export const updateOrderSchema = z.object({ oId: idSchema("Order id"), status: orderStatusSchema });
/** An action on one order named by its id: delete, cancel as fake, unblock its phone. */
export const orderIdSchema = z.object({ oId: idSchema("Order id") });
export const deleteOrderSchema = orderIdSchema;

export const callOutcomeSchema = z.object({
  oId: idSchema("Order id"),
  outcome: z.enum(callOutcomes, {
    error: "Outcome must be one of Confirmed, NoAnswer, WrongNumber, CancelledByCustomer",
  }),
});

export const orderNoteMessages = {
  blank: "Please write the note",
  tooLong: "The note is too long (1000 characters at most)",
};

export const orderNoteSchema = z.object({
  oId: idSchema("Order id"),
  note: z
    .string({ error: orderNoteMessages.blank })
    .trim()
    .min(1, orderNoteMessages.blank)
    .max(1000, orderNoteMessages.tooLong),
  /** Staff only unless the admin shares it with the customer. */
  internal: z.boolean().default(true),
});

const day = z
  .string()
  .trim()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

export const ordersPerPage = 50;

/** The admin's orders list as its address describes it; anything unknown falls back to the default. */
export const orderFilterSchema = z.object({
  status: z
    .string()
    .max(40)
    .optional()
    .transform((value) => (value ? orderStatusFromLabel(value) : undefined))
    .catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  /** A registered customer's user id: their orders only. */
  customer: z.string().trim().max(64).optional().catch(undefined),
  /** Placed on or after this day, and on or before `to`, in the shop's time zone (YYYY-MM-DD). */
  from: day,
  to: day,
  /** held=1: orders held for review only (placed with a blocked phone, not yet confirmed). */
  held: z
    .string()
    .max(1)
    .optional()
    .transform((value) => value === "1")
    .catch(false),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type OrderFilter = z.output<typeof orderFilterSchema>;

/** The query string of a filter, without the defaults: `orderFilterSchema` reads the same filter back. */
export function orderListSearch(filter: Partial<OrderFilter>): string {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", orderStatusLabel[filter.status]);
  for (const key of ["q", "from", "to", "customer"] as const) {
    const value = filter[key]?.trim();
    if (value) params.set(key, value);
  }
  if (filter.held) params.set("held", "1");
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  return params.size ? `?${params}` : "";
}

export const ordersListHref = (filter: Partial<OrderFilter> = {}) =>
  `/admin/dashboard/orders${orderListSearch(filter)}`;

export { orderStatuses };
