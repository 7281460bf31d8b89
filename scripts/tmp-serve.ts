import { startBenchServer, signInCookie } from "./lib/bench-server";
async function main() {
  const server = await startBenchServer({ name: "i18n", products: 0, port: process.env.TMP_PORT ?? "3950", log: console.log });
  console.log("READY", server.base);
  void signInCookie;
  process.on("SIGTERM", () => void server.close().then(() => process.exit(0)));
  await new Promise(() => undefined);
}
void main();
