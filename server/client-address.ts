// Who is on the other end of a request. The socket's peer is the client unless TRUST_PROXY says
// that peer is a proxy of ours; only then are X-Forwarded-For and X-Forwarded-Proto believed, and
// only as far as the trusted hops go, so a client cannot choose its own address.
import { BlockList, isIP } from "node:net";

export type TrustPolicy = { kind: "hops"; hops: number } | { kind: "addresses"; list: BlockList; description: string };

const trustProxyHelp =
  "TRUST_PROXY must be a number of proxy hops (0, 1, 2 ...) or a comma-separated list of proxy addresses and CIDR ranges";

/** '' or 0: no proxy. N: the N nearest hops are ours. '10.0.0.5, 192.168.0.0/16': those peers are ours. */
export function parseTrustProxy(value: string | undefined): TrustPolicy {
  const text = value?.trim() ?? "";
  if (text === "") return { kind: "hops", hops: 0 };
  if (/^\d+$/.test(text)) return { kind: "hops", hops: Number(text) };
  const list = new BlockList();
  for (const entry of text.split(",").map((part) => part.trim())) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address);
    if (family === 0) throw new Error(`${trustProxyHelp}; "${entry}" is neither.`);
    const type = family === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else if (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32))
      list.addSubnet(address, Number(prefix), type);
    else throw new Error(`${trustProxyHelp}; "${entry}" has a bad prefix.`);
  }
  return { kind: "addresses", list, description: text };
}

/** IPv4 on an IPv6 socket ('::ffff:10.0.0.1') as IPv4; without the port some proxies add ('1.2.3.4:5678'). */
function plain(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  const address = bracketed
    ? bracketed[1]!
    : /^[\d.]+:\d+$/.test(entry)
      ? entry.slice(0, entry.lastIndexOf(":"))
      : entry;
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["127.0.0.0", 8],
] as const)
  privateRanges.addSubnet(network, prefix, "ipv4");
privateRanges.addSubnet("fc00::", 7, "ipv6");
privateRanges.addAddress("::1", "ipv6");

/** Loopback or a private network: where a proxy of ours would connect from. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && privateRanges.check(address, family === 6 ? "ipv6" : "ipv4");
}

function isTrusted(address: string, policy: TrustPolicy, hop: number): boolean {
  if (policy.kind === "hops") return hop < policy.hops;
  const family = isIP(address);
  return family !== 0 && policy.list.check(address, family === 6 ? "ipv6" : "ipv4");
}

export interface ResolvedClient {
  address: string;
  https: boolean;
  /** The socket's peer is a proxy of ours, so its X-Forwarded-* headers may be believed. */
  viaProxy: boolean;
}

/**
 * Walks back from the socket's peer through X-Forwarded-For while each hop is a trusted proxy; the
 * first that is not (or the last) is the client. A non-IP entry ends the walk at its writer.
 */
export function resolveClient(
  input: { socketAddress: string | undefined; forwardedFor?: string; forwardedProto?: string; encrypted?: boolean },
  policy: TrustPolicy,
): ResolvedClient {
  const socketAddress = plain(input.socketAddress ?? "");
  const forwarded = (input.forwardedFor ?? "")
    .split(",")
    .map((entry) => plain(entry.trim()))
    .filter(Boolean)
    .reverse();
  const chain = [socketAddress, ...forwarded];
  let index = 0;
  while (index < chain.length - 1 && isTrusted(chain[index]!, policy, index) && isIP(chain[index + 1]!) !== 0)
    index += 1;
  const peerIsProxy = isTrusted(socketAddress, policy, 0);
  const forwardedProto = input.forwardedProto?.split(",")[0]?.trim().toLowerCase();
  return {
    address: chain[index] || "unknown",
    https: peerIsProxy && forwardedProto ? forwardedProto === "https" : Boolean(input.encrypted),
    viaProxy: peerIsProxy,
  };
}
