import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { forbidden, notFound, unauthenticated } from "@/lib/domain/errors";
import { getRequestUser, isAdmin, type AuthSource } from "../auth/current-user";
import type { SessionUser } from "../users";
import { assertSafeInput } from "./body";
import { errorResponse } from "./error-response";

/** Who may call: anyone (no session read), anyone with the user when there is one, users, admins. */
type Access = "public" | "optional" | "user" | "admin";

export interface ApiContext<P, U> {
  request: NextRequest;
  params: P;
  user: U;
  source: AuthSource | null;
}

type Handler<P, U> = (context: ApiContext<P, U>) => unknown;

type NoParams = Record<string, never>;

type RouteContext<P> = { params: Promise<P> };

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A cookie-authenticated change must come from our own pages, not another site's form: an Origin,
 * when sent, must be ours exactly; 'null' (a sandboxed frame, a redirect from elsewhere) is refused.
 */
function assertSameOrigin(request: NextRequest, source: AuthSource): void {
  if (source !== "cookie" || safeMethods.has(request.method)) return;
  const origin = request.headers.get("origin");
  const crossSite = request.headers.get("sec-fetch-site") === "cross-site";
  if (crossSite || (origin !== null && origin !== siteOrigin(request)))
    throw forbidden("Cross-site requests are not allowed.");
}

// Trustworthy: server/main.ts drops X-Forwarded-Host unless a proxy TRUST_PROXY names sent it, and sets -Proto itself.
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
  loginMessage?: string,
): Promise<{ user: SessionUser; source: AuthSource } | null> {
  if (access === "public") return null;
  const found = await getRequestUser(request.headers);
  if (found) assertSameOrigin(request, found.source);
  if (access === "optional") return found;
  if (!found) throw unauthenticated(loginMessage);
  if (access === "admin" && !isAdmin(found.user)) throw forbidden("Admins only.");
  return found;
}

// Ids are 25-character cuids (the old app's 24 hex digits), stored files' names shorter still.
const maxParamLength = 255;

/**
 * A path parameter no row or file can have (a NUL, which PostgreSQL text cannot hold, or an
 * overlong name) is a 404 before any query.
 */
function checkedParams<P>(params: P): P {
  for (const value of Object.values(params ?? {})) {
    if (typeof value === "string" && (value.length > maxParamLength || value.includes("\u0000"))) throw notFound();
  }
  return params;
}

interface WrapOptions {
  /** The 401's message for a call without a session. */
  loginMessage?: string;
  /** A public call whose answer holds a secret (a token, an order's signed link): never cached. */
  secret?: boolean;
  /** A public call that signs the browser in: from our own pages only, as a cookie-authenticated change. */
  ownPagesOnly?: boolean;
}

const personalCacheControl = "private, no-store";

/**
 * An answer about the caller, or holding a secret, is kept by no cache: a shared one would hand it
 * to the next visitor, the browser's would outlive the session. A handler's own Cache-Control wins.
 */
function keptByNoCache(response: Response): Response {
  if (response.headers.has("cache-control")) return response;
  // A Response.redirect's headers cannot change: its copy's can.
  let answer = response;
  try {
    answer.headers.set("cache-control", personalCacheControl);
  } catch {
    answer = new Response(response.body, response);
    answer.headers.set("cache-control", personalCacheControl);
  }
  return answer;
}

/**
 * The one wrapper every route handler goes through: maps every failure to a status and { error }
 * (error-response.ts) without leaking internals. Forms answer their field rules as 200 { error }
 * through parseForm; any other schema failure is a 400.
 */
function wrap<P, U>(access: Access, handler: Handler<P, U>, options: WrapOptions = {}) {
  const personal = access !== "public" || options.secret === true;
  const answer = async (request: NextRequest, context: RouteContext<P>): Promise<Response> => {
    try {
      if (options.ownPagesOnly) assertSameOrigin(request, "cookie");
      const caller = await authorise(request, access, options.loginMessage);
      assertSafeInput([...request.nextUrl.searchParams]);
      const result = await handler({
        request,
        params: checkedParams(await context.params),
        // authorise answered a user for "user" and "admin", and may for "optional": U says which.
        user: (caller?.user ?? null) as U,
        source: caller?.source ?? null,
      });
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (error) {
      return errorResponse(error);
    }
  };
  return personal
    ? async (request: NextRequest, context: RouteContext<P>) => keptByNoCache(await answer(request, context))
    : answer;
}

export const withApi = <P = NoParams>(
  handler: Handler<P, null>,
  options: Pick<WrapOptions, "secret" | "ownPagesOnly"> = {},
) => wrap("public", handler, options);

export const withOptionalUser = <P = NoParams>(handler: Handler<P, SessionUser | null>) => wrap("optional", handler);

/** Signed-in users only: 401 (with `loginMessage` when given) for anyone else. */
export const withUser = <P = NoParams>(handler: Handler<P, SessionUser>, options: { loginMessage?: string } = {}) =>
  wrap("user", handler, options);

/** Admins only: 401 without a session, 403 for a customer. */
export const withAdmin = <P = NoParams>(handler: Handler<P, SessionUser>) => wrap("admin", handler);
