"use client";

// The browser's calls to our REST contract. Our own pages authenticate with the session cookie.
export class NetworkError extends Error {}

/** Calls an endpoint with a JSON or FormData body and answers its JSON; a 401 sends the shopper to /login. */
export async function callApi<T = Record<string, unknown>>(path: string, method: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      ...(body instanceof FormData
        ? { body }
        : body !== undefined
          ? { body: JSON.stringify(body), headers: { "content-type": "application/json" } }
          : {}),
    });
  } catch {
    throw new NetworkError("Network error");
  }
  if (response.status === 401 && !path.startsWith("/api/signin")) {
    // A full load, so no state of the ended session survives into the login page.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`/login?next=${encodeURIComponent(window.location.pathname)}`);
  }
  try {
    return (await response.json()) as T;
  } catch {
    throw new NetworkError(`Unexpected response (${response.status})`);
  }
}

export function postJson<T = Record<string, unknown>>(path: string, body: unknown): Promise<T> {
  return callApi<T>(path, "POST", body);
}
