// The promo code form (create and edit), with the spec's messages.
import { z } from "zod";
import { instantOfShopDateTime } from "../dates";
import { blankToUndefined, flag } from "./fields";

/** A date and time without a zone (the form's datetime-local) is the shop's, Pakistan's, wall clock. */
const inShopTime = (value: unknown) =>
  typeof value === "string"
    ? (instantOfShopDateTime(value.trim()) ?? blankToUndefined(value))
    : blankToUndefined(value);

export const promoFormSchema = z
  .object({
    code: z
      .string({ error: "Promo code is required" })
      .trim()
      .min(1, "Promo code is required")
      .min(3, "Promo code must be at least 3 characters")
      .max(30, "Promo code must be at most 30 characters")
      .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, - and _ only"),
    discountType: z.enum(["percentage", "amount"], { error: "Choose a discount type" }),
    discountValue: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: "Discount value is required" })
        .gt(0, "Discount value must be greater than 0")
        .max(1_000_000, "Discount value is too large"),
    ),
    expiryDate: z
      .preprocess(
        inShopTime,
        z.coerce
          .date({ error: "Expiry date is required" })
          .refine((date) => !Number.isNaN(date.getTime()), "Expiry date is required"),
      )
      .refine((date) => date.getTime() > Date.now(), "Expiry date must be in the future"),
    isActive: flag(true),
    usageLimit: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: "Usage limit must be a number" })
        .int("Usage limit must be a whole number")
        .min(1, "Usage limit must be at least 1")
        .max(10_000_000)
        .optional(),
    ),
  })
  .superRefine((promo, context) => {
    if (promo.discountType === "percentage") {
      if (promo.discountValue > 100)
        context.addIssue({
          code: "custom",
          path: ["discountValue"],
          message: "Percentage discount cannot exceed 100%",
        });
      else if (!Number.isInteger(promo.discountValue))
        context.addIssue({
          code: "custom",
          path: ["discountValue"],
          message: "Percentage discount must be a whole number",
        });
    } else if (Math.round(promo.discountValue * 100) !== promo.discountValue * 100) {
      context.addIssue({ code: "custom", path: ["discountValue"], message: "Amount can have at most 2 decimals" });
    }
  });
export type PromoFormInput = z.input<typeof promoFormSchema>;
export type PromoForm = z.output<typeof promoFormSchema>;
