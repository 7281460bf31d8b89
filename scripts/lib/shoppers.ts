// Many shoppers from one machine, for the load scripts (bench, soak, resilience): each request as a
// client of its own, and each order with a phone of its own, since the shop limits what one client
// network and one phone may do (lib/domain/limits.ts). The servers those scripts start trust this
// machine as their proxy (TRUST_PROXY, as production trusts its load balancer) and believe the
// address it forwards.
import { randomBytes } from "node:crypto";

/** The setting a server needs to believe `asShopper`'s addresses. */
export const trustThisMachine = { TRUST_PROXY: "127.0.0.1" };

/** The headers of a request from a shopper of its own (a private 10.x.y.z address). */
export function asShopper(): Record<string, string> {
  const [a, b, c] = randomBytes(3);
  return { "x-forwarded-for": `10.${a}.${b}.${c}` };
}

const digits = (count: number) => Array.from(randomBytes(count), (byte) => String(byte % 10)).join("");

const byte = () => randomBytes(1)[0]!;

/**
 * A Pakistani mobile number nobody else in the run has, almost surely: an operator code 300-349 and a
 * subscriber number that does not start with 0 (never all zeros), as lib/domain/phone.ts takes them.
 */
export const randomPhone = () => `03${String(byte() % 50).padStart(2, "0")}-${1 + (byte() % 9)}${digits(6)}`;
