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

/** A Pakistani mobile number nobody else in the run has, almost surely. */
export const randomPhone = () => `03${20 + (randomBytes(1)[0]! % 70)}-${digits(7)}`;
