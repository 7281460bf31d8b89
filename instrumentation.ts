// Runs once when a server process starts (Next.js' instrumentation hook): the outbox worker, and
// the release of orders that waited too long for their confirmation call.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startOutboxWorkerFromEnv } = await import("./lib/server/outbox/worker");
  startOutboxWorkerFromEnv();
  const { startReleaseWorker } = await import("./lib/server/orders/release");
  startReleaseWorker();
}
