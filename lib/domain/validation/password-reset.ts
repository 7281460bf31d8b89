// The two forms of 'Forgot password?': the e-mail to send a link to, and the new password, chosen
// by the rules of sign-up.
import { z } from "zod";
import { passwordResetTexts, resetTokenPattern } from "../password-reset";
import { chosenPassword, emailSchema, passwordMismatch, passwordsMatch } from "./auth";
import { pageLocale } from "./fields";

export const forgotPasswordSchema = z.object({ email: emailSchema, locale: pageLocale });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: passwordResetTexts.linkDead })
      .max(100, passwordResetTexts.linkDead)
      .regex(resetTokenPattern, passwordResetTexts.linkDead),
    ...chosenPassword,
  })
  .refine(passwordsMatch, passwordMismatch);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
