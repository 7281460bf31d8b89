"use client";
// The shopper's account from the browser: the session, signing up, the profile and the password.
import { fromLegacyUser, type LegacyUser } from "@/lib/contract/users";
import type { Account, ShopperSession } from "@/lib/domain/account";
import type { ChangePasswordInput, ProfileInput, SignupInput } from "@/lib/domain/validation/auth";
import type { ForgotPasswordInput, ResetPasswordInput } from "@/lib/domain/validation/password-reset";
import { request } from "./http";

export async function getSession(): Promise<ShopperSession | null> {
  return (await request<{ user: ShopperSession | null }>("/api/session")).user;
}

/** Creates an account (does not sign in); a refusal carries the message per field. */
export async function register(input: SignupInput): Promise<string> {
  return (await request<{ success: string }>("/api/signup", { body: input })).success;
}

export async function updateProfile(input: ProfileInput): Promise<{ message: string; account: Account }> {
  const answer = await request<{ success: string; User: LegacyUser }>("/api/user/edit-user", { body: input });
  return { message: answer.success, account: fromLegacyUser(answer.User) };
}

export async function changePassword(input: ChangePasswordInput): Promise<string> {
  return (await request<{ success: string }>("/api/user/change-password", { body: input })).success;
}

/** Ends every session of the caller, this one included. */
export async function logOutEverywhere(): Promise<string> {
  return (await request<{ success: string }>("/api/session", { method: "DELETE" })).success;
}

/** 'Forgot password?': the same answer whether or not the address has an account. */
export async function askForPasswordReset(input: ForgotPasswordInput): Promise<string> {
  return (await request<{ success: string }>("/api/forgot-password", { body: input })).success;
}

/** Sets the new password with the mailed link's token; the server signs this browser in. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  return (await request<{ success: string }>("/api/reset-password", { body: input })).success;
}
