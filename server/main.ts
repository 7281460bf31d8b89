// The shop's production web server: Next.js inside a plain Node HTTP server of our own, which
// guards the app (request-gate.ts, body-deadline.ts, socket-cap.ts), tells it who the client is
// (only proxies TRUST_PROXY names are believed), adds HSTS over HTTPS, keeps shared caches short
// (shared-caching.ts), sends the pages Next.js keeps as bytes compressed once (kept-pages.ts) and
// answers the app keeps compressed as they are kept (stored-encoding.ts), compresses the rest,
// answers missing pictures and failed pages kindly (image-route.ts, outage-page.ts), and on SIGTERM
// or SIGINT lets the requests in flight finish before it exits.
// `npm run build` bundles it to .next/shop-server.js; `npm start` runs that under a supervisor
// (scripts/lib/supervisor.ts), `npm run serve` runs it alone.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { loadEnvConfig } from "@next/env";
import { maxDiscardedBytes } from "../lib/domain/input-limits";
import { connectionLimits } from "../lib/domain/limits";
import { enforceBodyDeadline, longestBodyMs } from "./body-deadline";
import { isPrivateAddress, parseTrustProxy, resolveClient } from "./client-address";
import { answerMissingPicturesAsNotFound } from "./image-route";
import {
  clientAddressHeader,
  databaseWatch,
  requestContexts,
  serverState,
  shopServerFlag,
  weakSecretProblem,
} from "../lib/app-server";
import { logger } from "../lib/server/log";
import { answerFailedPagesKindly } from "./outage-page";
import { checkRequest } from "./request-gate";
import { cacheMaxBytes } from "../lib/server/cache/cache-size.mjs";
import { sendKeptPages } from "./kept-pages";
import { answerMetrics, metricsAccess, metricsPath } from "./metrics-endpoint";
import { pageEncodings } from "./page-encodings";
import { logRequest } from "./request-log";
import { keepSharedCachesShort } from "./shared-caching";
import { capSocketsPerNetwork } from "./socket-cap";
import { sendStoredEncoding } from "./stored-encoding";
import { streamedCompression } from "./streamed-compression";

// server/main.ts, or .next/shop-server.js once built: the project is one folder up either way.
const root = path.resolve(__dirname, "..");
const log = (line: string) => logger().info({ component: "server" }, line);
const hsts = "max-age=31536000";

const databaseAnswers = () => databaseWatch()?.answers() ?? Promise.resolve(true);

function refuse(request: IncomingMessage, response: ServerResponse, status: number, message: string): void {
  // The body is read and dropped (up to maxDiscardedBytes): closing at once would reset the
  // connection under a client still writing, and it would never see this answer.
  let discarded = 0;
  request.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > maxDiscardedBytes) request.destroy();
  });
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify({ error: message }));
}

/**
 * Next.js runs with the configuration the build wrote (as the standalone server.js that this server
 * replaces does), the same in the Docker image, which has no next.config.mjs, and from a checkout;
 * but neither compresses nor hashes what it sends: this server does (kept-pages.ts), and a page
 * Next.js keeps was hashed once as it was kept.
 */
function runWithBuiltConfig(): void {
  const required = JSON.parse(readFileSync(path.join(root, ".next", "required-server-files.json"), "utf8")) as {
    config: object;
  };
  const config = { ...required.config, compress: false, generateEtags: false };
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}

async function main(): Promise<void> {
  // Next.js and the cache store (which keys its entries by the build's id) find .next/ from here.
  process.chdir(root);
  loadEnvConfig(root, false, { info: () => undefined, error: console.error });
  const secretProblem = weakSecretProblem(process.env.NEXTAUTH_SECRET);
  if (secretProblem) throw new Error(`${secretProblem} (npm start keeps one in .data/auth-secret).`);
  const drainTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
  const policy = parseTrustProxy(process.env.TRUST_PROXY);
  const scrapers = metricsAccess();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST || undefined;
  Object.assign(process.env, { NODE_ENV: "production", [shopServerFlag]: "1" });

  runWithBuiltConfig();
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: root, hostname: host ?? "localhost", port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const state = serverState();
  // What is not kept compressed goes out compressed as it is written (./streamed-compression.ts).
  const compress = streamedCompression();
  const encodings = pageEncodings(cacheMaxBytes() / 4);
  let inFlight = 0;
  let warnedAboutProxy = false;

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const requestLog = logRequest(request, response);
    enforceBodyDeadline(request, response);
    const refusal = checkRequest(request);
    if (refusal) return refuse(request, response, refusal.status, refusal.message);
    const forwardedFor = request.headers["x-forwarded-for"]?.toString();
    const client = resolveClient(
      {
        socketAddress: request.socket.remoteAddress,
        forwardedFor,
        forwardedProto: request.headers["x-forwarded-proto"]?.toString(),
        encrypted: "encrypted" in request.socket,
      },
      policy,
    );
    requestLog.setClient(client);
    // What the app and Next.js read from here on is what we resolved, never what the client claimed.
    request.headers[clientAddressHeader] = client.address;
    request.headers["x-forwarded-for"] = client.address;
    request.headers["x-forwarded-proto"] = client.https ? "https" : "http";
    if (!client.viaProxy) {
      delete request.headers["x-forwarded-host"];
      if (forwardedFor && !warnedAboutProxy && isPrivateAddress(client.address)) {
        warnedAboutProxy = true;
        log(
          `${client.address} forwards requests (X-Forwarded-For) but TRUST_PROXY does not name it: every client looks like that proxy. Set TRUST_PROXY (docs/operations.md).`,
        );
      }
    }
    if (client.https) response.setHeader("strict-transport-security", hsts);
    if (request.url?.split("?")[0] === metricsPath) return void answerMetrics(request, response, scrapers);
    if (state.draining) response.setHeader("connection", "close");
    answerMissingPicturesAsNotFound(request, response);
    answerFailedPagesKindly(request, response, databaseAnswers);
    keepSharedCachesShort(response);
    sendStoredEncoding(response);
    compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => undefined);
    // After compress: a kept page's bytes must be chosen before it sees the headers.
    sendKeptPages(request, response, encodings);

    inFlight += 1;
    response.once("close", () => (inFlight -= 1));
    requestContexts()
      .run(requestLog.context, () => handle(request, response))
      .catch((error: unknown) => {
        logger().error({ reqId: requestLog.context.id, err: error }, "request failed");
        if (!response.headersSent) refuse(request, response, 500, "Something went wrong. Please try again.");
        else response.destroy();
      });
  });
  // Node's own bounds stay behind ours: the headers' time, and the longest any body may take after them.
  server.headersTimeout = connectionLimits.headersMs;
  server.requestTimeout = connectionLimits.headersMs + longestBodyMs;
  capSocketsPerNetwork(server, policy, connectionLimits.socketsPerNetwork);

  const drain = (signal: NodeJS.Signals) => {
    if (state.draining) return;
    state.draining = true;
    log(`${signal}: no new connections; finishing ${inFlight} request(s) in flight`);
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      log(`${inFlight} request(s) still running after ${drainTimeoutMs} ms: closing their connections`);
      server.closeAllConnections();
    }, drainTimeoutMs);
    server.close(() => {
      clearInterval(idleSweep);
      clearTimeout(deadline);
      void app.close().finally(() => {
        log("stopped");
        process.exit(0);
      });
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", drain);
  process.on("SIGINT", drain);

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const trust = policy.kind === "hops" ? `${policy.hops} proxy hop(s)` : `proxies ${policy.description}`;
  log(`listening on http://${host ?? "localhost"}:${port} (pid ${process.pid}; trusting ${trust})`);
}

main().catch((error: unknown) => {
  console.error(`[server] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
