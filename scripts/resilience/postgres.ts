// The processes of this worktree's embedded PostgreSQL, to freeze and thaw: its postmaster (named by
// the postmaster.pid in its data folder) and the backends it forked. Found by that file, not by a
// process name, so another checkout's PostgreSQL on the same machine is never touched.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { embeddedDataDir } from "../lib/database";

/** The postmaster and its backends, when the embedded PostgreSQL serving `port` runs from this checkout. */
export function postgresPids(port: number): number[] {
  let lines: string[];
  try {
    lines = readFileSync(path.join(embeddedDataDir, "postmaster.pid"), "utf8").split("\n");
  } catch {
    return [];
  }
  // postmaster.pid: the pid on the first line, the port on the fourth.
  const postmaster = Number(lines[0]);
  if (!postmaster || Number(lines[3]) !== port) return [];
  const backends = execSync(`pgrep -P ${postmaster} || true`).toString().trim().split("\n").map(Number).filter(Boolean);
  return [postmaster, ...backends];
}

export function signal(pids: number[], name: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // a backend that ended meanwhile
    }
  }
}
