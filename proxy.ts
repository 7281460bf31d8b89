import { NextResponse, type NextRequest } from "next/server";

export const pathHeader = "x-shop-path";

// First line of the route guards: without a session cookie, the account area and the admin go to
// /login?next=... at once. The layouts then check the session itself and the role (from the
// database); the path travels to them in a request header for their own redirect.
export function proxy(request: NextRequest) {
  const path = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  const hasSession =
    request.cookies.has("next-auth.session-token") || request.cookies.has("__Secure-next-auth.session-token");
  if (!hasSession) {
    const login = new URL("/login", request.url);
    login.searchParams.set("next", path);
    return NextResponse.redirect(login);
  }
  const headers = new Headers(request.headers);
  headers.set(pathHeader, path);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ["/user/:path*", "/admin/:path*"] };
