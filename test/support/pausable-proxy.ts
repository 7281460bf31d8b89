// A TCP proxy in front of PostgreSQL that can stop passing bytes, as a frozen database server
// looks to its clients: connections are accepted, nothing is answered until it thaws.
import net from "node:net";

export interface PausableProxy {
  /** DATABASE_URL through the proxy. */
  url: string;
  freeze: () => void;
  thaw: () => void;
  close: () => Promise<void>;
}

export async function startPausableProxy(databaseUrl: string): Promise<PausableProxy> {
  const target = new URL(databaseUrl);
  let frozen = false;
  const held: [net.Socket, Buffer][] = [];
  const sockets = new Set<net.Socket>();
  const relay = (from: net.Socket, to: net.Socket) =>
    from.on("data", (chunk: Buffer) => {
      if (frozen) held.push([to, chunk]);
      else to.write(chunk);
    });
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    relay(client, upstream);
    relay(upstream, client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", end).on("close", end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const [to, chunk] of held.splice(0)) if (!to.destroyed) to.write(chunk);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
