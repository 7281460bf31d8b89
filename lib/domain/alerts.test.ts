import { alertRules, alertsFor, duration, type Measured } from "./alerts";

const minute = 60_000;
const now = Date.parse("2026-11-25T12:00:00Z");
const calm: Measured = {
  now,
  outboxOldestMs: 0,
  databaseOutage: null,
  cacheDownSince: null,
  disks: [{ name: "the uploads", usedShare: 0.5 }],
  orders: { attempts: 40, failures: 1 },
};
const kinds = (measured: Partial<Measured>) => alertsFor({ ...calm, ...measured }).map((alert) => alert.kind);

describe("alertsFor", () => {
  it("says nothing while all is well", () => {
    expect(alertsFor(calm)).toEqual([]);
  });

  it("tells of mail not going out once the oldest e-mail has waited 30 minutes, not before, nor without mail set up", () => {
    expect(kinds({ outboxOldestMs: 29 * minute })).toEqual([]);
    expect(alertsFor({ ...calm, outboxOldestMs: 30 * minute })).toEqual([
      {
        kind: "outbox",
        since: "2026-11-25T11:30:00.000Z",
        detail: "The oldest e-mail has waited 30 minutes to be sent.",
      },
    ]);
    expect(kinds({ outboxOldestMs: null })).toEqual([]);
  });

  it("tells of a database or cache that has not answered for 5 minutes, and of an outage that ended", () => {
    expect(kinds({ cacheDownSince: now - 4 * minute })).toEqual([]);
    expect(kinds({ cacheDownSince: now - 5 * minute })).toEqual(["cache"]);
    expect(kinds({ databaseOutage: { since: now - 6 * minute, until: null } })).toEqual(["database"]);
    const ended = alertsFor({ ...calm, databaseOutage: { since: now - 20 * minute, until: now - 10 * minute } });
    expect(ended).toEqual([
      expect.objectContaining({
        kind: "database",
        detail: expect.stringMatching(/^It did not answer for 10 minutes, until/),
      }),
    ]);
    expect(kinds({ databaseOutage: { since: now - 3 * minute, until: now - minute } })).toEqual([]);
  });

  it("tells of a disk 90% full, naming it", () => {
    expect(
      alertsFor({
        ...calm,
        disks: [
          { name: "the uploads", usedShare: 0.5 },
          { name: "the database", usedShare: 0.93 },
        ],
      }),
    ).toEqual([expect.objectContaining({ kind: "disk", detail: "The disk of the database is 93% full." })]);
  });

  it("tells of orders failing at a fifth of attempts or more, with at least 5 failures", () => {
    expect(kinds({ orders: { attempts: 10, failures: 4 } })).toEqual([]);
    expect(kinds({ orders: { attempts: 100, failures: 10 } })).toEqual([]);
    expect(kinds({ orders: { attempts: 20, failures: 5 } })).toEqual(["orders"]);
  });

  it("follows the rules it is given (a test's shorter wait)", () => {
    expect(alertsFor({ ...calm, outboxOldestMs: 3000 }, { ...alertRules, outboxLateMs: 2000 })).toHaveLength(1);
  });
});

describe("duration", () => {
  it.each([
    [2000, "2 seconds"],
    [60_000, "1 minute"],
    [30 * 60_000, "30 minutes"],
    [3 * 3_600_000, "3 hours"],
  ])("says %i ms as %s", (ms, words) => {
    expect(duration(ms)).toBe(words);
  });
});
