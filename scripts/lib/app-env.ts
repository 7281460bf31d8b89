// The environment the Next.js server gets from our launchers: the database, the upload folder and a
// session secret kept in .data so sign-ins survive restarts.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

function localSecret(): string {
  const file = path.join(root, ".data", "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

export function appEnv(databaseUrl: string, overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    UPLOAD_DIR: process.env.UPLOAD_DIR ?? path.join(root, ".data", "uploads"),
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? localSecret(),
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? "3000"}`,
    ...overrides,
    DATABASE_URL: databaseUrl,
  };
}
