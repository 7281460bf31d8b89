import "server-only";
import { isIP } from "node:net";

// The unit every limit per client counts by (lib/domain/limits.ts): a client network.

/**
 * An IPv6 client counts by its /64 network: one subscriber or one server gets the whole block, so
 * each of its 2^64 addresses is the same client.
 */
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
