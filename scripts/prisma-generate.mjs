// Runs `prisma generate` on install. Prisma's CLI insists on a schema-engine binary it cannot
// download here; generation never executes it, so any existing file satisfies the check.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(import.meta.url);
const result = spawnSync("npx", ["prisma", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
