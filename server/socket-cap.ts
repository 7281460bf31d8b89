// Without a bound on connections per client network (connectionLimits), a client that sends slowly
// on many connections keeps as many sockets as it likes for as long as their deadlines allow. A
// proxy TRUST_PROXY names is not counted: it carries everyone's connections.
import type { Server } from "node:http";
import type { Socket } from "node:net";
import { throttledNetwork } from "../lib/app-server";
import { resolveClient, type TrustPolicy } from "./client-address";

export function capSocketsPerNetwork(server: Server, policy: TrustPolicy, perNetwork: number): void {
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const peer = resolveClient({ socketAddress: socket.remoteAddress }, policy);
    if (peer.viaProxy) return;
    const network = throttledNetwork(peer.address);
    const count = open.get(network) ?? 0;
    if (count >= perNetwork) return void socket.destroy();
    open.set(network, count + 1);
    socket.once("close", () => {
      const left = (open.get(network) ?? 1) - 1;
      if (left === 0) open.delete(network);
      else open.set(network, left);
    });
  });
}
