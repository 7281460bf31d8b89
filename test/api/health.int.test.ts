// /api/health names each dependency with its state: 200 while the instance can serve (what is
// degraded named), 503 only when it cannot. The database outage itself: database-outage.int.test.ts.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { GET as HealthRoute } from "@/app/api/health/route";
import type { HealthReport } from "@/lib/server/health";
import { callRoute } from "../support/api";
import { restoreEnv, setEnv } from "../support/env";

let health: typeof HealthRoute;
let uploadDir: string;
const report = async () => {
  const answer = await callRoute(health);
  return { status: answer.status, report: answer.json as unknown as HealthReport };
};

beforeAll(async () => {
  uploadDir = path.join(await mkdtemp(path.join(os.tmpdir(), "health-")), "uploads");
  // Read when the app's modules load: they are imported only now.
  setEnv({ UPLOAD_DIR: uploadDir, SMTP_URL: "smtp://127.0.0.1:2525" });
  health = (await import("@/app/api/health/route")).GET;
});
afterAll(async () => {
  restoreEnv();
  await rm(path.dirname(uploadDir), { recursive: true, force: true });
});

describe("the health check", () => {
  it("reports the database, the cache, the mail outbox and the disk for uploads", async () => {
    const { status, report: body } = await report();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: "ok",
      degraded: [],
      database: "ok",
      checks: {
        database: { state: "ok" },
        cache: { kind: "memory", state: "ok" },
        outbox: { state: "ok", waiting: 0 },
        uploads: { state: "ok" },
      },
    });
    expect(body.checks.uploads.freeMb).toBeGreaterThan(0);
    expect(body.checks.database.ms).toBeLessThan(1_000);
  });

  it("answers 200 and names the outbox when mail has waited more than 15 minutes", async () => {
    const { db } = await import("@/lib/server/db");
    const message = await db.outboxMessage.create({
      data: {
        dedupeKey: `health-late-${Date.now()}`,
        topic: "order-placed",
        to: "shopper@example.pk",
        subject: "Your order",
        text: "Thank you",
        html: "<p>Thank you</p>",
        createdAt: new Date(Date.now() - 20 * 60_000),
      },
    });
    try {
      const { status, report: body } = await report();
      expect(status).toBe(200);
      expect(body.status).toBe("degraded");
      expect(body.degraded).toEqual(["outbox"]);
      expect(body.checks.outbox).toMatchObject({ state: "late", waiting: 1 });
      expect(body.checks.outbox.oldestWaitingSeconds).toBeGreaterThanOrEqual(20 * 60);
    } finally {
      await db.outboxMessage.delete({ where: { id: message.id } });
    }
  });

  it("answers 200 and names the uploads when their folder cannot be written", async () => {
    await rm(uploadDir, { recursive: true, force: true });
    await writeFile(uploadDir, "not a folder");
    try {
      const { status, report: body } = await report();
      expect(status).toBe(200);
      expect(body.degraded).toEqual(["uploads"]);
      expect(body.checks.uploads.state).toBe("unwritable");
    } finally {
      await rm(uploadDir, { force: true });
    }
  });
});
