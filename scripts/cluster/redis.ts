// A throwaway redis-server on a loopback port, kept in memory only, that a test can stop and start again
// (or freeze and thaw).
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { findExecutable } from "../lib/executables";

export interface RedisServer {
  url: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Stops the server answering without closing a connection (SIGSTOP), as a freeze or a network partition does. */
  freeze: () => void;
  thaw: () => void;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.write("PING\r\n");
      socket.once("data", (data) => {
        socket.destroy();
        resolve(data.toString().startsWith("+PONG"));
      });
    });
    socket.once("error", () => resolve(false));
  });
}

async function waitFor(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`redis-server: timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function redisServer(port: number): RedisServer {
  const binary = findExecutable("redis-server", process.env.REDIS_SERVER_PATH);
  if (!binary)
    throw new Error(
      "No redis-server found: install Debian's redis-server (apt-get install redis-server) or set REDIS_SERVER_PATH.",
    );
  let child: ChildProcess | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(binary, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
        stdio: "ignore",
      });
      await waitFor(() => answers(port), "it answers");
    },
    freeze() {
      if (child && child.exitCode === null) child.kill("SIGSTOP");
    },
    thaw() {
      if (child && child.exitCode === null) child.kill("SIGCONT");
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      child.kill("SIGCONT");
      const exited = new Promise((resolve) => child!.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
      await waitFor(async () => !(await answers(port)), "it stopped answering");
    },
  };
}
