import { z } from "zod";
import { orderStatusFromLabel, orderStatuses, type OrderStatus } from "../orders";
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
export const deleteOrderSchema = z.object({ oId: idSchema("Order id") });

export const orderFilterSchema = z.object({
  status: z
    .string()
    .max(40)
    .optional()
    .transform((value) => (value ? orderStatusFromLabel(value) : undefined))
    .catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
});

export { orderStatuses };
