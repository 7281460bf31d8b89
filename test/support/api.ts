// Calls a route handler the way Next.js does, without a server.
import { NextRequest } from "next/server";

export type RouteHandler<P> = (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>;

export interface CallOptions<P> {
  method?: string;
  body?: unknown;
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  params?: P;
  path?: string;
}

export type RouteResponse = Awaited<ReturnType<typeof callRoute>>;

export async function callRoute<P = Record<string, never>>(handler: RouteHandler<P>, options: CallOptions<P> = {}) {
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const request = new NextRequest(new URL(options.path ?? "/api/test", "http://localhost:3000"), {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  const response = await handler(request, { params: Promise.resolve((options.params ?? {}) as P) });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json: json as Record<string, unknown>, text };
}

/** A refusal in the legacy shape: this status and a body of exactly { error }. */
export function expectRefusal(response: RouteResponse, status: number, error: unknown): void {
  expect({ status: response.status, body: response.json }).toEqual({ status, body: { error } });
}
