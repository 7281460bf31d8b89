import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { ZodError } from "zod";
import { getRequestUser, isAdmin, type AuthSource } from "../auth/current-user";
import { isDatabaseUnavailable, reportDatabaseUnavailable } from "../database-errors";
import { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../users";
import { assertSafeInput } from "./body";
import { ApiError, forbidden, notFound, unauthorized } from "./errors";

/** Who may call: anyone (no session read), anyone with the user when there is one, users, admins. */
export type Access = "public" | "optional" | "user" | "admin";

export interface ApiContext<P, U> {
  request: NextRequest;
  params: P;
  user: U;
  /** How the caller signed in: a bearer token or our pages' session cookie. */
  source: AuthSource | null;
}

type UserFor<A extends Access> = A extends "user" | "admin" ? SessionUser : SessionUser | null;

type RouteContext<P> = { params: Promise<P> };

const genericFailure = "Something went wrong. Please try again.";
const databaseUnavailable = "The shop is busy right now. Please try again in a moment.";
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A cookie-authenticated change must come from our own pages, not from a form on another site:
 * an Origin, when the browser sends one, must be ours exactly (scheme, host and port); 'null'
 * (a sandboxed frame, a redirect from elsewhere) or anything that is not an origin is refused.
 */
function assertSameOrigin(request: NextRequest, source: AuthSource): void {
  if (source !== "cookie" || safeMethods.has(request.method)) return;
  const origin = request.headers.get("origin");
  const crossSite = request.headers.get("sec-fetch-site") === "cross-site";
  if (crossSite || (origin !== null && origin !== siteOrigin(request)))
    throw forbidden("Cross-site requests are not allowed.");
}

/**
 * The origin the browser addressed: the host it asked for and the scheme it used. Both come from
 * our server, which only keeps X-Forwarded-Host and -Proto from the proxies TRUST_PROXY names.
 */
function siteOrigin(request: NextRequest): string {
  const host = (request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? request.nextUrl.host)
    .split(",")[0]!
    .trim();
  const scheme =
    request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() ?? request.nextUrl.protocol.slice(0, -1);
  return `${scheme}://${host}`;
}

async function authorise(
  request: NextRequest,
  access: Access,
): Promise<{ user: SessionUser; source: AuthSource } | null> {
  if (access === "public") return null;
  const found = await getRequestUser(request.headers);
  if (found) assertSameOrigin(request, found.source);
  if (access === "optional") return found;
  if (!found) throw unauthorized();
  if (access === "admin" && !isAdmin(found.user)) throw forbidden("Admins only.");
  return found;
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
  handler: (context: ApiContext<P, UserFor<A>>) => unknown,
  options: { access?: A } = {},
) {
  return async (request: NextRequest, context: RouteContext<P>): Promise<Response> => {
    try {
      const caller = await authorise(request, options.access ?? "public");
      assertSafeInput([...request.nextUrl.searchParams]);
      const result = await handler({
        request,
        params: checkedParams(await context.params),
        user: (caller?.user ?? null) as UserFor<A>,
        source: caller?.source ?? null,
      });
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError)
    return NextResponse.json({ error: error.detail ?? error.message }, { status: error.status });
  if (error instanceof ZodError) {
    return NextResponse.json({ error: error.issues[0]?.message ?? "Invalid request." }, { status: 400 });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return NextResponse.json({ error: "Not found." }, { status: 404 });
    if (error.code === "P2002") return NextResponse.json({ error: "That already exists." }, { status: 409 });
  }
  if (isDatabaseUnavailable(error)) {
    reportDatabaseUnavailable(error);
    return NextResponse.json({ error: databaseUnavailable }, { status: 503, headers: { "retry-after": "5" } });
  }
  console.error("Unhandled API error", error);
  return NextResponse.json({ error: genericFailure }, { status: 500 });
}
