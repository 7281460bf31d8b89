"use client";
import { callApi } from "./api";

export interface ApiAnswer {
  success?: unknown;
  message?: string;
  error?: string | Record<string, string>;
  [key: string]: unknown;
}

/** Calls an admin endpoint; a network failure is answered as { error } like any other refusal. */
export async function adminCall(path: string, method: string, body?: unknown): Promise<ApiAnswer> {
  try {
    return await callApi<ApiAnswer>(path, method, body);
  } catch {
    return { error: "Network error" };
  }
}

/** The refusal's message, or null when the call succeeded. */
export function errorText(answer: ApiAnswer, fallback: string): string | null {
  if (!answer.error && answer.success !== false) return null;
  if (typeof answer.error === "string") return answer.error;
  if (answer.error) return Object.values(answer.error)[0] ?? fallback;
  return answer.message ?? fallback;
}

export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
