// A body must arrive in the time an honest upload of its size takes on a slow line
// (connectionLimits), so a client that trickles one holds a connection no longer than that. Node's
// own requestTimeout is one figure for every request; this one fits each body.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { connectionLimits } from "../lib/domain/limits";
import { maxMultipartBodyBytes } from "../lib/domain/input-limits";
import { bodyLimitFor } from "./request-gate";

interface Deadlines {
  bodyBaseMs: number;
  slowLineBytesPerSecond: number;
}

const timeFor = (bytes: number, limits: Deadlines) =>
  limits.bodyBaseMs + Math.ceil((bytes / limits.slowLineBytesPerSecond) * 1000);

/**
 * A declared length counts up to the most its type may carry (a larger body is refused, and only
 * read to be dropped); a body without a length gets the time of the largest.
 */
export function bodyDeadlineMs(headers: IncomingHttpHeaders, limits: Deadlines = connectionLimits): number | null {
  const limit = bodyLimitFor(headers["content-type"]);
  if (headers["transfer-encoding"] !== undefined) return timeFor(limit, limits);
  const declared = Number(headers["content-length"] ?? 0);
  return declared > 0 ? timeFor(Math.min(declared, limit), limits) : null;
}

/** The longest any body may take: ten images on a slow line. */
export const longestBodyMs = timeFor(maxMultipartBodyBytes, connectionLimits);

const tooSlow = JSON.stringify({ error: "The request took too long to arrive. Please try again." });
const tooSlowAnswer = [
  "HTTP/1.1 408 Request Timeout",
  "content-type: application/json",
  `content-length: ${Buffer.byteLength(tooSlow)}`,
  "connection: close",
  "",
  tooSlow,
].join("\r\n");

/**
 * The 408 is written to the socket as Node's own request timeout writes it: the app may still hold
 * the response, and whatever it writes later goes nowhere.
 */
export function enforceBodyDeadline(
  request: IncomingMessage,
  response: ServerResponse,
  limits: Deadlines = connectionLimits,
): void {
  const deadline = bodyDeadlineMs(request.headers, limits);
  if (deadline === null) return;
  const timer = setTimeout(() => {
    if (request.complete) return;
    const { socket } = request;
    if (response.headersSent) socket.destroy();
    else socket.end(tooSlowAnswer, () => socket.destroy());
  }, deadline);
  const stop = () => clearTimeout(timer);
  request.once("end", stop);
  request.once("close", stop);
}
