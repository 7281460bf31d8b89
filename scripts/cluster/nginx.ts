// Debian's nginx in the foreground on a loopback port, balancing round-robin over the app instances:
// what a deployment of several instances puts in front of them (compose.yaml runs the same config).
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findExecutable } from "../lib/executables";

export interface Nginx {
  url: string;
  stop: () => Promise<void>;
}

/** The shop's nginx configuration (deploy/nginx.conf) with the upstream servers and ports of this run. */
export function nginxConfig(options: { port: number; upstreams: string[]; workDir: string }): string {
  const template = readFileSync(path.resolve(__dirname, "../../deploy/nginx.conf"), "utf8");
  const temp = (name: string) => path.join(options.workDir, name);
  return template
    .replace(/^(\s*)server app-\d+:3000.*\n/gm, "")
    .replace(
      /(upstream shop \{\n)/,
      `$1${options.upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;\n`).join("")}`,
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${options.port};`)
    .replace(/^pid .*;$/m, `pid ${temp("nginx.pid")};`)
    .replace(/^error_log .*;$/m, `error_log ${temp("error.log")} warn;`)
    .replace(
      /http \{\n/,
      `http {\n${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
        .map((kind) => `    ${kind}_temp_path ${temp(kind)};\n`)
        .join("")}    access_log off;\n`,
    );
}

export async function startNginx(options: { port: number; upstreams: string[] }): Promise<Nginx> {
  const binary = findExecutable("nginx", process.env.NGINX_PATH);
  if (!binary) throw new Error("No nginx found: install Debian's nginx (apt-get install nginx) or set NGINX_PATH.");
  // nginx's workers run as another user when it is started as root: they must reach these folders.
  const workDir = mkdtempSync(path.join(os.tmpdir(), "shop-nginx-"));
  chmodSync(workDir, 0o755);
  for (const kind of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(path.join(workDir, kind));
    chmodSync(path.join(workDir, kind), 0o777);
  }
  const configFile = path.join(workDir, "nginx.conf");
  writeFileSync(configFile, nginxConfig({ ...options, workDir }));
  const child: ChildProcess = spawn(
    binary,
    ["-c", configFile, "-p", workDir, "-e", path.join(workDir, "error.log"), "-g", "daemon off;"],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error("nginx did not answer within 10 s");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await exited;
      }
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
