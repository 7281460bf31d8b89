import { DomainError } from "@/lib/domain/errors";
import { createGate } from "./gate";

const options = { concurrent: 1, queued: 1, maxWaitMs: 50, perKey: 2, busyMessage: "Busy.", perKeyMessage: "Yours." };

/** Work that ends when the test says so. */
function pending() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DomainError)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return { kind: error.kind, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
}

describe("createGate", () => {
  it("runs `concurrent` at once, lets `queued` wait, and refuses the rest at once", async () => {
    const gate = createGate(options);
    const first = pending();
    const running = gate.run(null, () => first.done);
    const waiting = gate.run(null, () => Promise.resolve("second"));
    expect(gate.load()).toEqual({ running: 1, waiting: 1 });
    expect(await refusal(gate.run(null, () => Promise.resolve()))).toEqual({
      kind: "busy",
      message: "Busy.",
      retryAfterSeconds: 2,
    });
    first.finish();
    await running;
    expect(await waiting).toBe("second");
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a wait longer than maxWaitMs, and keeps its slot count right", async () => {
    const gate = createGate(options);
    const first = pending();
    const running = gate.run(null, () => first.done);
    expect((await refusal(gate.run(null, () => Promise.resolve()))).kind).toBe("busy");
    expect(gate.load()).toEqual({ running: 1, waiting: 0 });
    first.finish();
    await running;
    expect(await gate.run(null, () => Promise.resolve(7))).toBe(7);
  });

  it("gives one key at most perKey at once, running or waiting, whatever the others do", async () => {
    const gate = createGate({ ...options, concurrent: 10 });
    const work = pending();
    const mine = [gate.run("a", () => work.done), gate.run("a", () => work.done)];
    expect(await refusal(gate.run("a", () => Promise.resolve()))).toEqual({
      kind: "throttled",
      message: "Yours.",
      retryAfterSeconds: 1,
    });
    expect(await gate.run("b", () => Promise.resolve("other"))).toBe("other");
    work.finish();
    await Promise.all(mine);
    // A failed run gives its turn back too.
    await expect(gate.run("a", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await gate.run("a", () => Promise.resolve("again"))).toBe("again");
  });
});
