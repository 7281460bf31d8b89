// The phone fields of the shop's forms: the rule of ../phone.ts and its messages, for the browser's
// form and the handler alike. The number is kept as it was typed (trimmed); parsePhone reads it.
import { z } from "zod";
import { parsePhone, phoneMaxLength, phoneMessages } from "../phone";

function refuseUncallable(typed: string, context: z.RefinementCtx) {
  if (!typed) return;
  const check = parsePhone(typed);
  if (!check.ok) context.addIssue({ code: "custom", message: phoneMessages[check.problem] });
}

/** A number the shop and the courier can call; `required` says so when it is left empty. */
export const phoneField = (required: string = phoneMessages.required) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(phoneMaxLength, phoneMessages.invalid)
    .superRefine(refuseUncallable);

/** A number the shop and the courier can call, or '' for none. */
export const optionalPhoneField = z
  .string({ error: phoneMessages.invalid })
  .trim()
  .max(phoneMaxLength, phoneMessages.invalid)
  .superRefine(refuseUncallable);
