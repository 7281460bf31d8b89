// One log line per request, when its answer is done: its id (sent back in X-Request-Id and shown on
// the shop's error pages, so a customer's complaint can be found), the route it belongs to (never
// the query, where tokens, phones and order keys travel), the status, the time taken, the client's
// network and the signed-in user the app found. A trusted proxy's own id (nginx's $request_id) is
// kept, so its log and ours name a request alike.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { requestIdHeader, throttledNetwork, type RequestContext } from "../lib/app-server";
import { logger } from "../lib/server/log";
import { countRequest } from "../lib/server/metrics";

const givenId = /^[\w.-]{8,64}$/;

/**
 * A path's segment that names one thing (an id, an order number, a file under a folder): grouped
 * as one route. The site's own files at the top (robots.txt, icon.svg) keep their names.
 */
function isName(segment: string, depth: number): boolean {
  return (
    /^MDF-\d+$/i.test(segment) ||
    /^\d+$/.test(segment) ||
    /^c[a-z0-9]{20,}$/.test(segment) ||
    /^[0-9a-f-]{16,}$/i.test(segment) ||
    segment.length > 32 ||
    (depth > 0 && segment.includes("."))
  );
}

/** The route of a request's address, for logs and metrics: `/products/:id`, `/api/order/create-order`, `/_next/static`. */
export function routeOf(url: string): string {
  const segments = (url.split("?")[0] ?? "/").split("/").filter(Boolean);
  if (segments[0] === "_next" || segments[0] === "uploads") return `/${segments.slice(0, 2).join("/")}`;
  return `/${segments
    .slice(0, 5)
    .map((segment, depth) => (isName(segment, depth) ? ":id" : segment))
    .join("/")}`;
}

export interface RequestLog {
  context: RequestContext;
  /** The client's address once the server has resolved it (TRUST_PROXY). */
  setClient: (client: { address: string; viaProxy: boolean }) => void;
}

/** Gives the request its id and logs its line when the answer is done. */
export function logRequest(request: IncomingMessage, response: ServerResponse): RequestLog {
  const started = performance.now();
  const given = request.headers[requestIdHeader]?.toString();
  const context: RequestContext = { id: randomBytes(9).toString("base64url"), userId: null };
  let network = throttledNetwork(request.socket.remoteAddress ?? "");
  const setId = (id: string) => {
    context.id = id;
    request.headers[requestIdHeader] = id;
    response.setHeader(requestIdHeader, id);
  };
  setId(context.id);
  response.once("close", () => {
    const ms = performance.now() - started;
    const route = routeOf(request.url ?? "/");
    const cache = response.getHeader("x-nextjs-cache");
    countRequest({
      route,
      method: request.method ?? "GET",
      status: response.statusCode,
      seconds: ms / 1000,
      pageCache: typeof cache === "string" ? cache : undefined,
    });
    logger().info(
      {
        reqId: context.id,
        method: request.method,
        route,
        status: response.statusCode,
        ms: Math.round(ms),
        network,
        ...(context.userId ? { userId: context.userId } : {}),
        ...(response.writableFinished ? {} : { aborted: true }),
      },
      "request",
    );
  });
  return {
    context,
    setClient: (client) => {
      network = throttledNetwork(client.address);
      if (client.viaProxy && given && givenId.test(given)) setId(given);
    },
  };
}
