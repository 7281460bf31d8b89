// GET /api/metrics: the shop's metrics (lib/server/metrics.ts) for Prometheus, answered by the
// server itself, and only to whom the operator allows: a scraper that sends METRICS_TOKEN as a
// bearer token, or one connecting from an address in METRICS_ALLOW (addresses and CIDR ranges, as
// TRUST_PROXY's list; the connection's own peer, never a forwarded address). Anyone else gets the
// 404 of an address that does not exist: the metrics name routes, volumes and the outbox's state.
import { timingSafeEqual } from "node:crypto";
import type { BlockList } from "node:net";
import { isIP } from "node:net";
import type { IncomingMessage, ServerResponse } from "node:http";
import { metrics } from "../lib/server/metrics";
import { parseTrustProxy } from "./client-address";

export const metricsPath = "/api/metrics";

export interface MetricsAccess {
  token: Buffer | null;
  allowed: BlockList | null;
}

export function metricsAccess(
  env: { METRICS_TOKEN?: string; METRICS_ALLOW?: string } = {
    METRICS_TOKEN: process.env.METRICS_TOKEN,
    METRICS_ALLOW: process.env.METRICS_ALLOW,
  },
): MetricsAccess {
  const token = env.METRICS_TOKEN?.trim();
  if (token && token.length < 32) throw new Error("METRICS_TOKEN must be at least 32 characters.");
  const allow = env.METRICS_ALLOW?.trim();
  const policy = allow ? parseTrustProxy(allow) : null;
  if (policy?.kind === "hops") throw new Error("METRICS_ALLOW must list addresses or CIDR ranges, not a number.");
  return { token: token ? Buffer.from(token) : null, allowed: policy?.kind === "addresses" ? policy.list : null };
}

function peerAddress(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? "";
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

export function mayScrape(request: IncomingMessage, access: MetricsAccess): boolean {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
  if (access.token && bearer) {
    const given = Buffer.from(bearer);
    if (given.length === access.token.length && timingSafeEqual(given, access.token)) return true;
  }
  const peer = peerAddress(request);
  return access.allowed !== null && access.allowed.check(peer, isIP(peer) === 6 ? "ipv6" : "ipv4");
}

export async function answerMetrics(request: IncomingMessage, response: ServerResponse, access: MetricsAccess) {
  if (request.method !== "GET" || !mayScrape(request, access)) {
    response.writeHead(404, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: "Not found." }));
    return;
  }
  const { registry } = metrics();
  const body = await registry.metrics();
  response.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
  response.end(body);
}
