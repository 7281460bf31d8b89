// npm run test:e2e: Playwright against a production build, on a fresh database with the demo data.
// The browser tests' server trusts this machine as its proxy, so that each test can be a shopper
// with an address of its own (e2e/support/test.ts); a second server on a copy of the database, with
// no proxy trusted, takes the attacks of e2e/abuse.spec.ts from distinct loopback addresses.
import { findChromium } from "../e2e/support/chromium";
import { appEnv } from "./lib/app-env";
import { ensureBuild } from "./lib/build";
import { openDatabase } from "./lib/database";
import { dropDatabase, ensureDatabaseExists, withDatabase } from "./lib/pg-admin";
import { migrate } from "./lib/migrate";
import { runForExitCode, startServer } from "./lib/process";
import { seedIfEmpty } from "./lib/seed";
import { startSmtp, type TestSmtp } from "../test/support/smtp";
import { cloneDatabase } from "../test/support/test-database";

const log = (line: string) => console.log(`[e2e] ${line}`);

async function main(): Promise<number> {
  if (!findChromium()) {
    console.error(
      "[e2e] No Chromium found: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.",
    );
    return 1;
  }
  const server = await openDatabase(log);
  const name = `shop_e2e_${process.pid}_${Date.now().toString(36)}`;
  const url = withDatabase(server.url, name);
  const abuseUrl = withDatabase(server.url, `${name}_abuse`);
  const uploadDir = `/tmp/${name}_uploads`;
  const apps: Awaited<ReturnType<typeof startServer>>[] = [];
  const smtps: TestSmtp[] = [];
  try {
    await ensureDatabaseExists(url);
    await migrate(url);
    const port = Number(process.env.E2E_PORT ?? 3100);
    const serve = async (database: string, serverPort: number, settings: Record<string, string>) => {
      const baseUrl = `http://127.0.0.1:${serverPort}`;
      // The server's e-mail goes to a real SMTP server of the run's own, which files each message for the tests.
      const mailDir = `/tmp/${new URL(database).pathname.slice(1)}_mail`;
      const smtp = await startSmtp({ saveTo: mailDir });
      smtps.push(smtp);
      const env = appEnv(database, {
        UPLOAD_DIR: uploadDir,
        NEXTAUTH_URL: baseUrl,
        SITE_URL: baseUrl,
        SMTP_URL: smtp.url,
        SHOP_ORDER_EMAIL: "orders@margalla.test",
        ...settings,
      });
      return { baseUrl, mailDir, env };
    };
    const shop = await serve(url, port, { TRUST_PROXY: "127.0.0.1" });
    // The metrics are allowed from 127.0.0.1 only: e2e/abuse.spec.ts scrapes from there and is refused elsewhere.
    const abuse = await serve(abuseUrl, port + 50, { METRICS_ALLOW: "127.0.0.1" });
    await seedIfEmpty(url, uploadDir, log);
    await cloneDatabase(server.url, name, `${name}_abuse`);
    await ensureBuild(shop.env, log);

    for (const [target, serverPort] of [
      [shop, port],
      [abuse, port + 50],
    ] as const)
      apps.push(await startServer({ env: target.env, port: String(serverPort), host: "127.0.0.1", quiet: true }));
    return await runForExitCode("npx", ["playwright", "test", ...process.argv.slice(2)], {
      env: {
        ...shop.env,
        E2E_BASE_URL: shop.baseUrl,
        E2E_MAIL_DIR: shop.mailDir,
        E2E_ABUSE_URL: abuse.baseUrl,
        E2E_ABUSE_DATABASE_URL: abuseUrl,
        E2E_ABUSE_MAIL_DIR: abuse.mailDir,
      },
    });
  } finally {
    for (const app of apps) app.stop();
    for (const smtp of smtps) await smtp.stop();
    for (const database of [url, abuseUrl]) await dropDatabase(database).catch(() => undefined);
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[e2e] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
