// Runs once when a server process starts (Next.js' instrumentation hook): renders that let go of
// what they held once done, the outbox worker, the release of orders that waited too long for
// their confirmation call, the watch on the database that a page failing for want of it reports
// to, the metrics read from the database, and the owner's alerts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { releaseAbortReasonFrames } = await import("./lib/server/abort-reasons");
  releaseAbortReasonFrames();
  const { watchDatabase } = await import("./lib/server/database-watch");
  watchDatabase();
  const { startOutboxWorkerFromEnv } = await import("./lib/server/outbox/worker");
  startOutboxWorkerFromEnv();
  const { startReleaseWorker } = await import("./lib/server/orders/release");
  startReleaseWorker();
  const { registerDatabaseMetrics } = await import("./lib/server/metrics-database");
  registerDatabaseMetrics();
  const { startAlertWatch } = await import("./lib/server/alerts");
  startAlertWatch();
}

/** A page or route that failed because the database is away starts the watch's outage at once. */
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { noticeDatabaseOutage } = await import("./lib/server/database-watch");
  noticeDatabaseOutage(error);
}
