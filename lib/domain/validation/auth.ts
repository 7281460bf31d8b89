// Forms of the accounts area, with the spec's messages (DESIGN: 8-character passwords, typos fixed).
// The same schemas validate the forms (react-hook-form) and the route handlers.
import { z } from "zod";
import { maxNewPasswordBytes, maxPasswordBytes, utf8Length } from "../input-limits";
import { numberToText } from "./fields";
import { optionalPhoneField } from "./phone";

export const passwordMinLength = 8;
export const maxEmailLength = 254;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const passwordTooLong = `Password is too long: at most ${maxNewPasswordBytes} characters, fewer with Urdu letters or emoji`;

/** A password being chosen: it must fit the 72 bytes bcrypt reads, or the rest would be ignored. */
const newPassword = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(maxNewPasswordBytes, passwordTooLong)
    .refine((password) => utf8Length(password) <= maxNewPasswordBytes, passwordTooLong);

const typedPassword = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(maxPasswordBytes, "Password is too long")
    .refine((password) => utf8Length(password) <= maxPasswordBytes, "Password is too long");

export const emailSchema = requiredText("Email is required")
  .max(maxEmailLength, "Enter a valid email address")
  .pipe(z.email("Enter a valid email address"))
  .transform((email) => email.toLowerCase());

export const loginSchema = z.object({
  email: requiredText("Email is required")
    .max(maxEmailLength, "Enter a valid email address")
    .transform((email) => email.toLowerCase()),
  password: typedPassword("Password is required"),
  remember: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

/** A password chosen at sign-up, or through 'Forgot password?', and its confirmation. */
export const chosenPassword = {
  password: newPassword("Password is required").refine(
    (password) => password.length >= passwordMinLength,
    `Minimum ${passwordMinLength} characters`,
  ),
  cPassword: z
    .string({ error: "Confirm your password" })
    .min(1, "Confirm your password")
    .max(maxPasswordBytes, "Passwords don't match"),
};
export const passwordsMatch = (form: { password: string; cPassword: string }) => form.password === form.cPassword;
export const passwordMismatch = { message: "Passwords don't match", path: ["cPassword"] };

export const signupSchema = z
  .object({
    name: requiredText("Name is required").max(100, "Name is too long"),
    email: emailSchema,
    ...chosenPassword,
  })
  .refine(passwordsMatch, passwordMismatch);
export type SignupInput = z.input<typeof signupSchema>;

export const profileSchema = z.object({
  name: requiredText("Name is required").max(100, "Name is too long"),
  phoneNumber: z.preprocess(numberToText, optionalPhoneField.optional()),
});
export type ProfileInput = z.input<typeof profileSchema>;

const missingPasswords = "Please provide all required password fields";

export const changePasswordSchema = z
  .object({
    oldPassword: typedPassword(missingPasswords),
    newPassword: newPassword(missingPasswords),
    confirmPassword: z
      .string({ error: missingPasswords })
      .min(1, missingPasswords)
      .max(maxPasswordBytes, "New password and confirm password do not match"),
  })
  .refine((form) => form.newPassword.length >= passwordMinLength, {
    message: `New password must be at least ${passwordMinLength} characters long`,
    path: ["newPassword"],
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "New password and confirm password do not match",
    path: ["confirmPassword"],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
