"use client";

// The one way the browser calls our REST contract. Our pages authenticate with the session cookie.
// A call either answers its JSON or throws: NetworkError when the server could not be reached or
// answered something that is not the contract, ApiRefusal when it said no (a legacy 200 { error },
// or any 4xx/5xx with { error }).
import { loginPathFor } from "@/lib/i18n/locales";

export class NetworkError extends Error {
  constructor(message = "Network error") {
    super(message);
    this.name = "NetworkError";
  }
}

export class ApiRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Refusals keyed by form field (signup answers { error: { email: "..." } }). */
    readonly fields: Record<string, string> = {},
    /** Whether `message` is the server's own words; a bare failure status gets a made-up one. */
    readonly explained = true,
    /** What the answer says beside { error } (a reused transaction id names the order it placed). */
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiRefusal";
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** JSON, or a FormData sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** The request outlives the page (an event sent just before navigating). */
  keepalive?: boolean;
}

function refusalOf(body: unknown, status: number): ApiRefusal | null {
  if (typeof body !== "object" || body === null || !("error" in body) || !body.error) {
    return status >= 400 ? new ApiRefusal(`The request failed (${status})`, status, {}, false) : null;
  }
  const { error, ...detail } = body as { error: unknown } & Record<string, unknown>;
  if (typeof error === "string") return new ApiRefusal(error, status, {}, true, detail);
  if (typeof error === "object" && error !== null) {
    const fields = Object.fromEntries(
      Object.entries(error).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const [first] = Object.values(fields);
    return first === undefined
      ? new ApiRefusal("The request was refused", status, {}, false)
      : new ApiRefusal(first, status, fields);
  }
  return new ApiRefusal("The request was refused", status, {}, false);
}

/** A call given up on purpose (its AbortSignal fired): not a failure to report. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

function sendToLogin(): void {
  // A full load, so no state of the ended session survives into the login page.
  window.location.assign(loginPathFor(window.location.pathname));
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (body === undefined ? "GET" : "POST"),
      signal: options.signal,
      keepalive: options.keepalive,
      cache: "no-store",
      ...(body instanceof FormData
        ? { body }
        : body !== undefined
          ? { body: JSON.stringify(body), headers: { "content-type": "application/json" } }
          : {}),
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new NetworkError();
  }
  if (response.status === 401 && !path.startsWith("/api/signin")) sendToLogin();
  let answer: unknown;
  try {
    answer = await response.json();
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new NetworkError(`Unexpected response (${response.status})`);
  }
  const refusal = refusalOf(answer, response.status);
  if (refusal) throw refusal;
  return answer as T;
}

export async function requestFile(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, { cache: "no-store" });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) throw new ApiRefusal(`The request failed (${response.status})`, response.status);
  return response.blob();
}

export function failureMessage(
  error: unknown,
  fallback: string,
  network = "Network error. Please check your connection and try again.",
): string {
  if (error instanceof ApiRefusal && error.explained) return error.message;
  if (error instanceof NetworkError) return network;
  return fallback;
}
