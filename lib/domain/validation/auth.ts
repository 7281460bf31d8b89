// Forms of the accounts area, with the spec's messages (DESIGN: 8-character passwords, typos fixed).
// The same schemas validate the forms (react-hook-form) and the route handlers.
import { z } from "zod";

export const passwordMinLength = 8;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const emailSchema = requiredText("Email is required").pipe(z.email("Enter a valid email address")).transform((email) => email.toLowerCase());

export const loginSchema = z.object({
  email: requiredText("Email is required").transform((email) => email.toLowerCase()),
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
  remember: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const signupSchema = z
  .object({
    name: requiredText("Name is required").max(100, "Name is too long"),
    email: emailSchema,
    password: z.string({ error: "Password is required" }).min(1, "Password is required").min(passwordMinLength, `Minimum ${passwordMinLength} characters`).max(200, "Password is too long"),
    cPassword: z.string({ error: "Confirm your password" }).min(1, "Confirm your password"),
  })
  .refine((form) => form.password === form.cPassword, { message: "Passwords don't match", path: ["cPassword"] });
export type SignupInput = z.input<typeof signupSchema>;

export const phoneNumberSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{6,18}$/, "Enter a valid phone number");

export const profileSchema = z.object({
  name: requiredText("Name is required").max(100, "Name is too long"),
  phoneNumber: z.union([phoneNumberSchema, z.literal("")]).optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;

const missingPasswords = "Please provide all required password fields";

export const changePasswordSchema = z
  .object({
    oldPassword: z.string({ error: missingPasswords }).min(1, missingPasswords),
    newPassword: z.string({ error: missingPasswords }).min(1, missingPasswords),
    confirmPassword: z.string({ error: missingPasswords }).min(1, missingPasswords),
  })
  .refine((form) => form.newPassword.length >= passwordMinLength, {
    message: `New password must be at least ${passwordMinLength} characters long`,
    path: ["newPassword"],
  })
  .refine((form) => form.newPassword === form.confirmPassword, { message: "New password and confirm password do not match", path: ["confirmPassword"] });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
