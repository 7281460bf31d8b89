// Runs once when a server process starts (Next.js' instrumentation hook): the outbox worker.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startOutboxWorkerFromEnv } = await import("./lib/server/outbox/worker");
  startOutboxWorkerFromEnv();
}
