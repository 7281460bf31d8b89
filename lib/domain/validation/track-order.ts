// The 'Track your order' form: the order number and the phone number the order was placed with.
import { z } from "zod";
import { parseOrderNumber } from "../orders";
import { phoneField } from "./phone";

export const trackOrderMessages = {
  number: "Please enter your order number, e.g. MDF-10234",
  phone: "Please enter the phone number you ordered with",
  notFound: "We could not find an order with that number and phone number.",
  throttled: "Too many attempts. Please wait 15 minutes and try again.",
} as const;

export const trackOrderSchema = z.object({
  orderNumber: z
    .string({ error: trackOrderMessages.number })
    .max(30, trackOrderMessages.number)
    .transform((value, context) => {
      const number = parseOrderNumber(value);
      if (number === null) {
        context.addIssue({ code: "custom", message: trackOrderMessages.number });
        return z.NEVER;
      }
      return number;
    }),
  phone: phoneField(trackOrderMessages.phone),
});
