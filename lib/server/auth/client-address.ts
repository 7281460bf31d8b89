import "server-only";
import { clientAddressHeader, shopServerFlag } from "@/lib/app-server";

/**
 * The client's address for throttling, as the production server resolved it from the socket and
 * the proxies TRUST_PROXY names (server/client-address.ts); null when the app runs without that
 * server (next dev, a bare next start), where no header can be believed.
 */
export function clientAddress(headers: Headers): string | null {
  return process.env[shopServerFlag] === "1" ? headers.get(clientAddressHeader) : null;
}
