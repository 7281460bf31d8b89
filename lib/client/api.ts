"use client";

// The browser's calls to our REST contract. Our own pages authenticate with the session cookie.
export class NetworkError extends Error {}

export async function postJson<T = Record<string, unknown>>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  } catch {
    throw new NetworkError("Network error");
  }
  if (response.status === 401 && typeof window !== "undefined" && !path.startsWith("/api/signin")) {
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
