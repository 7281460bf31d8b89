// Every text of 'Forgot password?': the pages and the answers of its two calls (the e-mail's are
// messages/<locale>/mail.json's "reset", in the language it was asked for in).
import { passwordMinLength } from "./validation/auth";

export const passwordResetPaths = { ask: "/forgot-password", reset: "/reset-password" } as const;

/** A link's token: 32 bytes, base64url without padding. */
export const resetTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const passwordResetTexts = {
  forgotLink: "Forgot password?",
  askHeading: "Forgot your password?",
  askIntro: "Enter the e-mail address of your account and we will send you a link to choose a new password.",
  askButton: "Send reset link",
  askBusy: "Sending...",
  /** The same answer whether or not the address has an account. */
  linkSent: "If an account exists for that e-mail, we have sent a link to reset your password. It works for one hour.",
  askFailed: "Could not send the link. Please try again.",
  tooManyAsked: "Too many reset links were asked for from your connection. Please try again in an hour.",
  backToLogin: "Back to login",
  resetHeading: "Choose a new password",
  resetIntro: `Your new password needs at least ${passwordMinLength} characters. Saving it logs your account out on every other phone and computer.`,
  resetButton: "Save new password",
  resetBusy: "Saving...",
  resetFailed: "Could not change the password. Please try again.",
  linkDead: "This link has expired or has already been used.",
  askAgain: "Ask for a new link",
  tooManyWrongLinks: "Too many links that do not work were tried from your connection. Please try again in an hour.",
  passwordChanged: "Your password has been changed and you are logged in. You were logged out everywhere else.",
} as const;
