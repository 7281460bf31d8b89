import { NextResponse, type NextRequest } from "next/server";
import { DomainError } from "@/lib/domain/errors";
import { defaultLocale, isLocale, languageCookie, localePath, loginPathFor } from "@/lib/i18n/locales";
import { clientAddress } from "@/lib/server/auth/client-address";
import { admitSearch } from "@/lib/server/catalog/search-limits";

export const pathHeader = "x-shop-path";

const searchPaths = new Set(["/search", "/ur/search", "/api/product/search"]);

/**
 * The shop's search, limited per client before anything is rendered (lib/domain/limits.ts
 * searchLimits): a refused API call answers its { error }, a refused results page a short page.
 */
function limitSearch(request: NextRequest): NextResponse | null {
  try {
    admitSearch(clientAddress(request.headers));
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const headers = { "retry-after": String(error.retryAfterSeconds ?? 1), "cache-control": "no-store" };
    if (request.nextUrl.pathname.startsWith("/api/"))
      return NextResponse.json({ error: error.message }, { status: 429, headers });
    return new NextResponse(
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Search</title><p style="font:16px sans-serif;margin:3rem auto;padding:0 1rem;max-width:30rem;text-align:center">${error.message}<br><a href="/">Back to the shop</a></p></html>`,
      { status: 429, headers: { ...headers, "content-type": "text/html; charset=utf-8" } },
    );
  }
}

// First line of the route guards: without a session cookie, the account area and the admin go to
// /login?next=... at once. The layouts then check the session itself and the role (from the
// database); the path travels to them in a request header for their own redirect.
function requireSession(request: NextRequest): NextResponse {
  const path = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  const hasSession =
    request.cookies.has("next-auth.session-token") || request.cookies.has("__Secure-next-auth.session-token");
  if (!hasSession) {
    return NextResponse.redirect(new URL(loginPathFor(path), request.url));
  }
  const headers = new Headers(request.headers);
  headers.set(pathHeader, path);
  return NextResponse.next({ request: { headers } });
}

/**
 * The bare home page, for a shopper who chose Urdu with the language switch (its cookie): the
 * address they type or bookmarked opens in their language. Explicit addresses are never moved, and
 * a visit without the cookie (a first visit, a search engine) never is.
 */
function homeInChosenLanguage(request: NextRequest): NextResponse {
  const chosen = request.cookies.get(languageCookie)?.value;
  if (!isLocale(chosen) || chosen === defaultLocale) return NextResponse.next();
  const response = NextResponse.redirect(new URL(localePath(chosen, `/${request.nextUrl.search}`), request.url));
  response.headers.set("cache-control", "private, no-store");
  return response;
}

export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === "/") return homeInChosenLanguage(request);
  if (searchPaths.has(request.nextUrl.pathname)) return limitSearch(request) ?? NextResponse.next();
  return requireSession(request);
}

export const config = {
  matcher: [
    // The bare home page only for a shopper who chose a language (its cookie, languageCookie: Next.js
    // reads this list from the source, so it is written out). Every other visit is a page-cache hit
    // that no proxy delays: it took a quarter of the home page's throughput.
    { source: "/", has: [{ type: "cookie", key: "shop-language" }] },
    "/user/:path*",
    "/ur/user/:path*",
    "/admin/:path*",
    "/search",
    "/ur/search",
    "/api/product/search",
  ],
};
