// The checkout form and the order payload of the legacy contract, with the spec's messages.
import { z } from "zod";
import { defaultLocale } from "@/lib/i18n/locales";
import { promoMessages } from "../promo";
import { lineSchema } from "./cart";
import { numberToText, pageLocale } from "./fields";
import { phoneField } from "./phone";

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const checkoutFormSchema = z.object({
  fullName: required("Full name is required").max(100, "Full name is too long"),
  phoneNumber: phoneField(),
  email: z
    .union([
      z.literal(""),
      z
        .string()
        .trim()
        .toLowerCase()
        .email("Please enter a valid email address")
        .max(200, "Please enter a valid email address"),
    ])
    .optional(),
  shippingAddress: required("Shipping address is required").max(500, "Shipping address is too long"),
  city: required("City is required").max(100, "City is too long"),
  specialInstructions: z.string().trim().max(1000, "Special instructions are too long").optional(),
});
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutForm = z.output<typeof checkoutFormSchema>;

export const emptyCartMessage = "Your cart is empty";

/** What Place Order says when it could not finish: the spec's toast, and by the button what to do next. */
export const placeOrderMessages = {
  failed: "Failed to place order",
  /** No answer came back: the order may or may not be placed, and trying again is always safe. */
  noAnswer:
    "Failed to place order: the connection dropped before the shop answered. Please press Place Order again when you are online. If your order went through, you will be taken to it; it is never placed twice.",
  alreadyPlaced: "Your order had already gone through. Here it is.",
  /** The cart changed after the lost answer: what was placed is shown, and the cart is kept to order more. */
  placedWithOtherCart:
    "Your order had already gone through, with the cart as it was then. Here it is; your cart is kept if you want to order more.",
} as const;

/** The order payload (section 3 of the shopper spec). Client totals are accepted and ignored. */
export const orderPayloadSchema = z
  .object({
    allProduct: z
      .array(lineSchema, { error: emptyCartMessage })
      .min(1, emptyCartMessage)
      .max(100, "Too many lines in one order"),
    user: z.string().max(64).nullable().optional(),
    transactionId: z
      .string()
      .trim()
      .min(8, "Transaction id is not valid")
      .max(100, "Transaction id is not valid")
      .regex(/^[\w-]+$/, "Transaction id is not valid")
      .optional(),
    address: z.unknown(),
    city: z.unknown(),
    phone: z.unknown(),
    customerInfo: z.object(
      { fullName: z.unknown(), email: z.unknown().optional(), specialInstructions: z.unknown().optional() },
      { error: "Full name is required" },
    ),
    promoCode: z.string().max(50).nullable().optional(),
    paymentMethod: z.string().max(40).optional(),
    // The page's language, for the order's e-mails and messages (issue 36).
    locale: pageLocale,
  })
  .transform((payload, context) => {
    const form = checkoutFormSchema.safeParse({
      fullName: payload.customerInfo.fullName,
      phoneNumber: numberToText(payload.phone),
      email: payload.customerInfo.email ?? "",
      shippingAddress: payload.address,
      city: payload.city,
      specialInstructions: payload.customerInfo.specialInstructions ?? undefined,
    });
    if (!form.success) {
      for (const issue of form.error.issues)
        context.addIssue({ code: "custom", message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return {
      lines: payload.allProduct,
      userId: payload.user ?? null,
      transactionId: payload.transactionId,
      promoCode: payload.promoCode?.trim() || null,
      locale: payload.locale ?? defaultLocale,
      contact: form.data,
    };
  });
export type OrderPayload = z.output<typeof orderPayloadSchema>;

export const promoApplySchema = z.object({
  code: z.string({ error: promoMessages.blank }).trim().min(1, promoMessages.blank).max(50, promoMessages.unknown),
  totalAmount: z.coerce.number({ error: "totalAmount must be a number" }).min(0).max(100_000_000).optional(),
});

/** A transaction id as the spec's clients make them: time and a random suffix. */
export function newTransactionId(): string {
  return `TXN-${Date.now()}-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
}
