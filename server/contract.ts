// What the production server (server/main.ts) and the app running inside it agree on. Plain
// TypeScript with no imports, so both sides can load it: the server directly, the app through its
// bundle (hence state on globalThis, not in a module variable).

/** The production server sets this in its own environment before it loads the app. */
export const shopServerFlag = "SHOP_SERVER";

/**
 * The client's address as the server resolved it from the socket and the proxies TRUST_PROXY
 * names. Set on every request (any value a client sends is replaced), so the app may trust it
 * whenever it runs inside the server.
 */
export const clientAddressHeader = "x-shop-client-address";

const publicSecrets = new Set(["development-only-secret-change-me", "change-me-to-a-long-random-string"]);

/** Why NEXTAUTH_SECRET cannot sign a production server's sessions, or null when it can. */
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
