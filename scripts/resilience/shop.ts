// `npm start`'s script run as a shop owner runs it (the supervisor restarts a web server that dies),
// with its output followed to learn the web server's pid.
import { spawn, type ChildProcess } from "node:child_process";
import { sleep } from "./measure";

export interface Shop {
  child: ChildProcess;
  lines: string[];
  /** The pids of every web server it has started, in order. */
  serverPids: () => number[];
  waitFor: (test: () => boolean, timeoutMs?: number) => Promise<void>;
}

export function startShop(env: NodeJS.ProcessEnv): Shop {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const serverPids = () => lines.flatMap((line) => /listening on .*\(pid (\d+);/.exec(line)?.[1] ?? []).map(Number);
  const waitFor = async (test: () => boolean, timeoutMs = 120_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!test()) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`npm start did not get there:\n${lines.slice(-20).join("\n")}`);
      await sleep(50);
    }
  };
  return { child, lines, serverPids, waitFor };
}

export async function stopShop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
