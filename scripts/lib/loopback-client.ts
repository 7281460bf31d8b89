// Requests from a loopback address of the caller's choosing: every 127.x.y.z address is this machine,
// so a test or a benchmark can be as many clients as it likes, each of which the shop's server sees
// (from the socket, with no proxy header) as another client network.
import http from "node:http";
import net from "node:net";

export interface Answer {
  /** 0 when no answer came (refused, reset, or timed out). */
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body as JSON, or undefined when it is not. */
  json: Record<string, unknown> | undefined;
  ms: number;
}

export interface SendOptions {
  /** The source address, '127.0.3.1'. */
  from: string;
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export function send(base: string, path: string, options: SendOptions): Promise<Answer> {
  const url = new URL(path, base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const started = performance.now();
  return new Promise((resolve) => {
    const failed = () =>
      resolve({ status: 0, headers: {}, text: "", json: undefined, ms: performance.now() - started });
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? (payload === undefined ? "GET" : "POST"),
        localAddress: options.from,
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 60_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", failed);
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: Record<string, unknown> | undefined;
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            json = undefined;
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text,
            json,
            ms: performance.now() - started,
          });
        });
      },
    );
    request.on("timeout", () => request.destroy());
    request.on("error", failed);
    request.end(payload);
  });
}

export interface Trickled {
  /** The status of the answer, 0 when the connection was closed without one. */
  status: number;
  /** The answer's body. */
  text: string;
  /** When the server closed the connection, after it was opened. */
  closedAfterMs: number;
}

/**
 * A POST whose JSON body of `declaredBytes` is sent a byte each `everyMs`, as a client on a line that
 * has stalled (or one that means to hold a connection) would send it, until the server closes the
 * connection.
 */
export function trickle(
  base: string,
  path: string,
  options: { from: string; declaredBytes: number; everyMs: number },
): Promise<Trickled> {
  const url = new URL(path, base);
  const started = performance.now();
  return new Promise((resolve) => {
    let received = "";
    let sent = 0;
    const socket = net.connect({ host: url.hostname, port: Number(url.port), localAddress: options.from }, () => {
      socket.write(
        `POST ${url.pathname} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\n` +
          `content-length: ${options.declaredBytes}\r\n\r\n`,
      );
      const sender = setInterval(() => {
        if (sent < options.declaredBytes && socket.writable) socket.write(" ", () => undefined);
        sent += 1;
      }, options.everyMs);
      socket.once("close", () => clearInterval(sender));
    });
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("utf8")));
    socket.on("error", () => undefined);
    socket.once("close", () => {
      const [head = "", body = ""] = received.split("\r\n\r\n");
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        text: body,
        closedAfterMs: performance.now() - started,
      });
    });
  });
}

/** The value below which `share` of the figures lie (0.95 for the p95); 0 for none. */
export function percentile(figures: number[], share: number): number {
  if (figures.length === 0) return 0;
  const sorted = [...figures].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** How many answers had each status: { 200: 12, 429: 68 }. */
export function statusCounts(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}
