// Finds a program the scripts run (redis-server, nginx): the path an environment variable names,
// else the first match on PATH or in the usual system folders (nginx lives in /usr/sbin).
import { accessSync, constants } from "node:fs";
import path from "node:path";

export function findExecutable(name: string, override: string | undefined): string | null {
  const folders = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin", "/sbin"];
  const candidates = [override, ...folders.filter(Boolean).map((folder) => path.join(folder, name))];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}
