// Builds the app for production when there is no build yet or a source file changed since the last one.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { run } from "./process";

const root = path.resolve(__dirname, "../..");
const marker = path.join(root, ".next", "source-fingerprint");
const sourceRoots = [
  "app",
  "components",
  "lib",
  "server",
  "public",
  "messages",
  "prisma/schema.prisma",
  "next.config.mjs",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
const ignored = new Set(["node_modules", ".next", "generated"]);

function listFiles(entry: string, into: string[]): void {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full)) {
      if (!ignored.has(child) && !child.endsWith(".test.ts") && !child.endsWith(".test.tsx"))
        listFiles(path.join(entry, child), into);
    }
  } else {
    into.push(entry);
  }
}

/** A hash of every source file's path, size and modification time. */
export function sourceFingerprint(): string {
  const files: string[] = [];
  for (const entry of sourceRoots) listFiles(entry, files);
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    const stat = statSync(path.join(root, file));
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

export function buildIsCurrent(): boolean {
  return (
    existsSync(path.join(root, ".next", "BUILD_ID")) &&
    existsSync(marker) &&
    readFileSync(marker, "utf8") === sourceFingerprint()
  );
}

export async function ensureBuild(env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<void> {
  if (buildIsCurrent()) return;
  log("Building the shop for production (npm run build) ...");
  const fingerprint = sourceFingerprint();
  await run("npm", ["run", "build", "--silent"], { env, cwd: root });
  writeFileSync(marker, fingerprint);
}
