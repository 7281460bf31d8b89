// A PostgreSQL of its own in a new directory, for the restore drills: started in a process of its
// own (./spare-database.ts), at a free loopback port, with an empty database `shop`.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { rm } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";

export interface SpareDatabase {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Removes a folder that held a spare database: PostgreSQL's last processes may still be writing
 * their files for a moment after the server reported it stopped, so the removal is tried again.
 */
export const removeDatabaseFolder = (dir: string) =>
  rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Initialises and starts a PostgreSQL in `dir` (a folder the database's user can reach). */
export async function startSpareDatabase(dir: string): Promise<SpareDatabase> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [require.resolve("tsx/cli"), path.join(__dirname, "spare-database.ts"), dir, String(port)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`The spare PostgreSQL exited (${code})`)));
  });
  return {
    url: `postgresql://shop:shop@127.0.0.1:${port}/shop`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}
