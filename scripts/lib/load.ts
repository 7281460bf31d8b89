// How the benchmarks load a server: the most requests a second 10 connections get (autocannon),
// and a run at a fixed rate with exact percentiles. npm run bench and npm run bench:floor share them.
import { request } from "node:http";
import autocannon from "autocannon";
import { asShopper } from "./shoppers";

/** What is asked for: one path, or each request's own (a read nobody asked for before). */
export interface LoadTarget {
  method?: "GET" | "POST";
  path: string;
  /** Each request's own path instead (a read nobody asked for before: nothing of it is cached). */
  nextPath?: () => string;
  body?: () => string;
  /** More request headers (an admin's session cookie). */
  headers?: Record<string, string>;
  /** Requests a second in the fixed-rate run. */
  rate: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function throughput(base: string, target: LoadTarget, seconds: number) {
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method ?? "GET",
    connections: 10,
    duration: seconds,
    headers: { "content-type": "application/json", ...target.headers },
    // Each request a shopper of its own (./lib/shoppers.ts), as the limits per client would see real shoppers.
    requests: [
      {
        method: target.method ?? "GET",
        ...(target.body ? { body: target.body() } : {}),
        setupRequest: (request) => ({
          ...request,
          ...(target.nextPath ? { path: target.nextPath() } : {}),
          headers: { ...request.headers, ...asShopper() },
        }),
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * One request, read to its end as the bytes come (as autocannon reads them): fetch would decompress
 * each answer, and on all-product at 100,000 products (57.7 MB of JSON an answer) the benchmark's
 * client, not the server, was what the fixed-rate run measured. Answers the status.
 */
function answered(url: string, options: { method: string; headers: Record<string, string>; body?: string }) {
  return new Promise<number>((resolve, reject) => {
    const sent = request(url, { method: options.method, headers: options.headers }, (response) => {
      response.on("error", reject);
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.resume();
    });
    sent.on("error", reject);
    sent.end(options.body);
  });
}

/** Sends requests at a steady rate for `seconds` and measures each one's latency. */
export async function fixedRate(base: string, target: LoadTarget, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const total = target.rate * seconds;
  const started = performance.now();
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / target.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    inFlight.push(
      answered(`${base}${target.nextPath?.() ?? target.path}`, {
        method: target.method ?? "GET",
        headers: { "content-type": "application/json", ...asShopper(), ...target.headers },
        body: target.body?.(),
      })
        .then((status) => {
          if (status < 200 || status > 299) errors += 1;
        })
        .catch(() => {
          errors += 1;
        })
        .finally(() => latencies.push(performance.now() - sent)),
    );
  }
  await Promise.all(inFlight);
  const sorted = latencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    rate: target.rate,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    errors,
  };
}

/**
 * A pause between a run at full speed and a run at a fixed rate. autocannon returns when its time is up
 * without waiting for the requests it still has in flight; the server goes on answering them, and the
 * fixed-rate run's first requests queued behind them (the dashboard's first request took 71-79 ms
 * straight after autocannon returned, 24-28 ms a second later), which measured the end of the last
 * run, not the rate.
 */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
