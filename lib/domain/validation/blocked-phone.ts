// The per-phone block list: 'Cancel as fake' fills it, and the admin blocks a number by hand with a
// reason. A blocked number's online orders are taken but held for review (lib/domain/held-orders.ts).
import { z } from "zod";
import { phoneMessages } from "../phone";
import { phoneField } from "./phone";

export const blockedPhoneMessages = {
  phone: phoneMessages.invalid,
  reasonBlank: "Please say why this number is blocked",
  reasonTooLong: "The reason is too long (200 characters at most)",
  blocked: (phone: string) => `${phone} is blocked: its online orders will be held for review`,
  alreadyBlocked: (phone: string) => `${phone} was already blocked`,
  unblocked: (phone: string) => `${phone} is unblocked: its online orders are no longer held`,
  notBlocked: (phone: string) => `${phone} is not blocked`,
  /** The order's page, after Cancel as fake. */
  cancelledAsFake: "Cancelled as fake; the phone is blocked and its online orders will be held for review",
  phoneUnblocked: "The phone is unblocked: its online orders are no longer held",
  /** Staff-only history entries of the order that blocked the number. */
  fakeOrderNote: (phone: string) =>
    `Cancelled as fake; ${phone} is blocked: its online orders will be held for review.`,
  unblockedNote: (phone: string) => `${phone} is unblocked: its online orders are no longer held.`,
} as const;

/** Blocking a number by hand: the number as the admin types it, and why. */
export const blockPhoneSchema = z.object({
  phone: phoneField(blockedPhoneMessages.phone),
  reason: z
    .string({ error: blockedPhoneMessages.reasonBlank })
    .trim()
    .min(1, blockedPhoneMessages.reasonBlank)
    .max(200, blockedPhoneMessages.reasonTooLong),
});
export type BlockPhoneInput = z.input<typeof blockPhoneSchema>;
export type BlockPhone = z.output<typeof blockPhoneSchema>;

/**
 * The number of a DELETE /api/blocked-phones/{phone}: the list's key ('923001234567') or the number
 * written any way. Not held to the phone rule, so a number blocked before a stricter rule can still go.
 */
export const unblockPhoneSchema = z.object({
  phone: z
    .string()
    .trim()
    .max(30, blockedPhoneMessages.phone)
    .regex(/^\+?[\d\s\-()]*\d[\d\s\-()]*$/, blockedPhoneMessages.phone),
});

export const blockedPhonesPerPage = 50;

export const blockedPhonesFilterSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export const blockedPhonesPath = "/admin/dashboard/orders/blocked-phones";

export const blockedPhonesHref = (page = 1) => (page > 1 ? `${blockedPhonesPath}?page=${page}` : blockedPhonesPath);
