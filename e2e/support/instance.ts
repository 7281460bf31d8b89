import { startServer } from "../../scripts/lib/process";
import { query } from "./db";

/** Runs `run` against another production server on the same build and database, `offset` ports up. */
export async function withInstance(
  baseURL: string,
  offset: number,
  env: Record<string, string>,
  run: (url: string) => Promise<void>,
) {
  const port = String(Number(new URL(baseURL).port) + offset);
  const instance = await startServer({ env: { ...process.env, ...env }, port, host: "127.0.0.1", quiet: true });
  try {
    await run(`http://127.0.0.1:${port}`);
  } finally {
    instance.stop();
  }
}

/**
 * Every browser test signs in from 127.0.0.1: a test that fails sign-ins on purpose gives that
 * address its attempts back, so the per-address limit never trips a test that runs later.
 */
export async function forgetAddressThrottle(): Promise<void> {
  await query(`DELETE FROM "RateLimit" WHERE key LIKE 'login:address:%'`);
}
