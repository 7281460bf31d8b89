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

export interface ServerState {
  /** True once SIGTERM arrived: in-flight requests finish, health checks answer 503. */
  draining: boolean;
}

const stateKey = Symbol.for("margalla.server-state");

export function serverState(): ServerState {
  const holder = globalThis as { [stateKey]?: ServerState };
  return (holder[stateKey] ??= { draining: false });
}
