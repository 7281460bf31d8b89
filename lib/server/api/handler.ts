import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { ZodError } from "zod";
import { getRequestUser, isAdmin, type AuthSource } from "../auth/current-user";
import { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../users";
import { ApiError, badRequest, forbidden, notFound, unauthorized } from "./errors";

/** Who may call: anyone (no session read), anyone with the user when there is one, users, admins. */
export type Access = "public" | "optional" | "user" | "admin";

export interface ApiContext<P, U> {
  request: NextRequest;
  params: P;
  user: U;
}

type UserFor<A extends Access> = A extends "user" | "admin" ? SessionUser : SessionUser | null;

type RouteContext<P> = { params: Promise<P> };

const genericFailure = "Something went wrong. Please try again.";
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** A cookie-authenticated change must come from our own pages, not from a form on another site. */
function assertSameOrigin(request: NextRequest, source: AuthSource): void {
  if (source !== "cookie" || safeMethods.has(request.method)) return;
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site" || (origin && origin !== "null" && new URL(origin).host !== request.headers.get("host"))) {
    throw forbidden("Cross-site requests are not allowed.");
  }
}

async function authorise(request: NextRequest, access: Access): Promise<SessionUser | null> {
  if (access === "public") return null;
  const found = await getRequestUser(request.headers);
  if (found) assertSameOrigin(request, found.source);
  if (access === "optional") return found?.user ?? null;
  if (!found) throw unauthorized();
  if (access === "admin" && !isAdmin(found.user)) throw forbidden("Admins only.");
  return found.user;
}

// Ids are 25-character cuids (the old app's 24 hex digits), stored files' names shorter still.
const maxParamLength = 255;

/**
 * Path parameters name ids and stored files: one that no row or file can have (a NUL, which
 * PostgreSQL text cannot hold, or an overlong name) is a 404 before any query.
 */
function checkedParams<P>(params: P): P {
  for (const value of Object.values(params ?? {})) {
    if (typeof value === "string" && (value.length > maxParamLength || value.includes("\u0000"))) throw notFound();
  }
  return params;
}

/**
 * The one wrapper every route handler goes through: it authorises the caller, awaits the params,
 * runs the handler, sends its result as JSON, and maps every failure to a status and { error }
 * without leaking internals. Forms answer their field rules as 200 { error } through parseForm;
 * any other schema failure is a 400.
 */
export function withApi<P = Record<string, never>, A extends Access = "public">(
  handler: (context: ApiContext<P, UserFor<A>>) => Promise<unknown>,
  options: { access?: A } = {},
) {
  return async (request: NextRequest, context: RouteContext<P>): Promise<Response> => {
    try {
      const user = (await authorise(request, options.access ?? "public")) as UserFor<A>;
      assertNoNulCharacters([...request.nextUrl.searchParams]);
      const result = await handler({ request, params: checkedParams(await context.params), user });
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) return NextResponse.json({ error: error.detail ?? error.message }, { status: error.status });
  if (error instanceof ZodError) {
    return NextResponse.json({ error: error.issues[0]?.message ?? "Invalid request." }, { status: 400 });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return NextResponse.json({ error: "Not found." }, { status: 404 });
    if (error.code === "P2002") return NextResponse.json({ error: "That already exists." }, { status: 409 });
  }
  console.error("Unhandled API error", error);
  return NextResponse.json({ error: genericFailure }, { status: 500 });
}

/** PostgreSQL text cannot hold NUL characters; a body that carries one is refused before it reaches a query. */
export function assertNoNulCharacters(value: unknown): void {
  if (typeof value === "string") {
    if (value.includes("\u0000")) throw badRequest("Text may not contain NUL characters.");
  } else if (Array.isArray(value)) {
    for (const entry of value) assertNoNulCharacters(entry);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, entry] of Object.entries(value)) {
      assertNoNulCharacters(key);
      assertNoNulCharacters(entry);
    }
  }
}

/** The request body as a JSON object, or a 400 when it is not one. An empty body is {} when allowed. */
export async function readJsonObject(request: Request, options: { allowEmpty?: boolean } = {}): Promise<Record<string, unknown>> {
  const text = await request.text().catch(() => {
    throw badRequest("The request body could not be read.");
  });
  if (text.trim() === "" && options.allowEmpty) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest("The request body must be a JSON object.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw badRequest("The request body must be a JSON object.");
  }
  assertNoNulCharacters(body);
  return body as Record<string, unknown>;
}
