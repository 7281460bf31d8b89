// What the production server (server/main.ts) and the app running inside it agree on. Plain
// TypeScript without "server-only", so both sides can load it: the server directly, the app through
// its bundle (hence state on globalThis, not in a module variable). The server imports it from
// here; nothing in lib imports the server.
import { AsyncLocalStorage } from "node:async_hooks";
import { isIP } from "node:net";

/** The production server sets this in its own environment before it loads the app. */
export const shopServerFlag = "SHOP_SERVER";

/**
 * The client's address as the server resolved it (TRUST_PROXY). The server replaces any value a
 * client sends, so the app may trust it whenever it runs inside the server.
 */
export const clientAddressHeader = "x-shop-client-address";

const publicSecrets = new Set(["development-only-secret-change-me", "change-me-to-a-long-random-string"]);

export function weakSecretProblem(secret: string | undefined): string | null {
  if (!secret) return "NEXTAUTH_SECRET is not set: a production server needs a random secret of at least 32 characters";
  if (publicSecrets.has(secret))
    return "NEXTAUTH_SECRET is a public example value: set a random secret of at least 32 characters";
  if (secret.length < 32) return "NEXTAUTH_SECRET must be at least 32 characters";
  return null;
}

export interface ServerState {
  /** True once SIGTERM arrived: in-flight requests finish, health checks answer 503. */
  draining: boolean;
}

const stateKey = Symbol.for("margalla.server-state");

export function serverState(): ServerState {
  const holder = globalThis as { [stateKey]?: ServerState };
  return (holder[stateKey] ??= { draining: false });
}

/**
 * Registered by lib/server/database-watch.ts. During an outage the cache serves pages' last good
 * copies and the server answers a failed page with "we'll be back" (503, outage-page.ts).
 */
export interface DatabaseWatch {
  /** True while an outage is known (checked again at most every second, when asked). */
  isDown(): boolean;
  /** False at once during a known outage, else after a quick check (at most a second). */
  answers(): Promise<boolean>;
}

/** The key lib/server/cache/cache-store.mjs reads the watch under too (it cannot import this file). */
export const databaseWatchKey = Symbol.for("margalla.database-watch");

export function databaseWatch(): DatabaseWatch | undefined {
  return (globalThis as { [databaseWatchKey]?: DatabaseWatch })[databaseWatchKey];
}

/** An IPv6 client counts as its /64: one subscriber or one server gets the whole block. */
export function throttledNetwork(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail] = address.split("::");
  const groups = head ? head.split(":") : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(":") : [];
  const full = [
    ...groups,
    ...Array<string>(Math.max(0, 8 - groups.length - tailGroups.length)).fill("0"),
    ...tailGroups,
  ];
  return `${full
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The id of each request, in its answer's header and its log line: a customer's complaint is found by it. */
export const requestIdHeader = "x-request-id";

/** What the server's log line of a request learns while the app handles it. */
export interface RequestContext {
  id: string;
  /** The signed-in user, once the app has read the session (lib/server/auth/session-version.ts). */
  userId: string | null;
}

const contextsKey = Symbol.for("margalla.request-contexts");

/** The request each piece of the app's work belongs to, set by the server around its handling. */
export function requestContexts(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as { [contextsKey]?: AsyncLocalStorage<RequestContext> };
  return (holder[contextsKey] ??= new AsyncLocalStorage<RequestContext>());
}

/**
 * Next.js drops a route's own Content-Encoding (it takes every Response body for one a fetch has
 * decoded). A route that sends bytes it keeps compressed (lib/server/cache/kept-document.ts) names
 * their coding in this header as well, and the server sends it on as Content-Encoding
 * (server/stored-encoding.ts).
 */
export const storedEncodingHeader = "x-shop-content-encoding";
