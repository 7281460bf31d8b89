"use client";
// The block list's calls from the browser (/api/blocked-phones); each answers the server's success
// message for the admin's toast, or throws as ./http says.
import type { BlockPhoneInput } from "@/lib/domain/validation/blocked-phone";
import { request } from "./http";

type Success = { success: string };

export async function blockPhone(input: BlockPhoneInput): Promise<string> {
  return (await request<Success>("/api/blocked-phones", { body: input })).success;
}

export async function unblockPhone(phone: string): Promise<string> {
  return (await request<Success>(`/api/blocked-phones/${encodeURIComponent(phone)}`, { method: "DELETE" })).success;
}
