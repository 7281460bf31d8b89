// npm run test:e2e: Playwright against a production build, on a fresh database with the demo data.
import { findChromium } from "../e2e/support/chromium";
import { appEnv } from "./lib/app-env";
import { ensureBuild } from "./lib/build";
import { openDatabase } from "./lib/database";
import { dropDatabase, ensureDatabaseExists, withDatabase } from "./lib/pg-admin";
import { migrate } from "./lib/migrate";
import { runForExitCode, startServer } from "./lib/process";
import { seedIfEmpty } from "./lib/seed";
import { startSmtp, type TestSmtp } from "../test/support/smtp";

const log = (line: string) => console.log(`[e2e] ${line}`);

async function main(): Promise<number> {
  if (!findChromium()) {
    console.error(
      "[e2e] No Chromium found: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.",
    );
    return 1;
  }
  const server = await openDatabase(log);
  const url = withDatabase(server.url, `shop_e2e_${process.pid}_${Date.now().toString(36)}`);
  const uploadDir = `/tmp/${new URL(url).pathname.slice(1)}_uploads`;
  let app: Awaited<ReturnType<typeof startServer>> | undefined;
  let smtp: TestSmtp | undefined;
  try {
    await ensureDatabaseExists(url);
    await migrate(url);
    const port = process.env.E2E_PORT ?? "3100";
    const baseUrl = `http://127.0.0.1:${port}`;
    // The server's e-mail goes to a real SMTP server of the run's own, which files each message for the tests.
    const mailDir = `/tmp/${new URL(url).pathname.slice(1)}_mail`;
    smtp = await startSmtp({ saveTo: mailDir });
    const env = appEnv(url, {
      UPLOAD_DIR: uploadDir,
      NEXTAUTH_URL: baseUrl,
      SITE_URL: baseUrl,
      SMTP_URL: smtp.url,
      SHOP_ORDER_EMAIL: "orders@margalla.test",
    });
    await seedIfEmpty(url, uploadDir, log);
    await ensureBuild(env, log);

    app = await startServer({ env, port, host: "127.0.0.1", quiet: true });
    return await runForExitCode("npx", ["playwright", "test", ...process.argv.slice(2)], {
      env: { ...env, E2E_BASE_URL: baseUrl, E2E_MAIL_DIR: mailDir },
    });
  } finally {
    app?.stop();
    await smtp?.stop();
    await dropDatabase(url).catch(() => undefined);
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
