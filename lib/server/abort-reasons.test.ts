import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { releaseAbortReasonFrames } from "./abort-reasons";

setFlagsFromString("--expose_gc");
const gc = runInNewContext("gc") as () => void;

/**
 * A render that aborts its controller as it finishes, as React's and Next.js' do, while something
 * keeps the signal (Next.js' abort listeners): is what the render held still in memory after it?
 */
async function renderKeepsItsPayload(): Promise<boolean> {
  const signals: AbortSignal[] = [];
  const payload = (() => {
    const render = {
      flight: { rows: "x".repeat(100_000) },
      finish() {
        const controller = new AbortController();
        controller.abort(new Error("This render completed successfully."));
        return controller.signal;
      },
    };
    signals.push(render.finish());
    return new WeakRef(render.flight);
  })();
  await new Promise((resolve) => setTimeout(resolve, 10));
  gc();
  gc();
  expect(signals).toHaveLength(1);
  return payload.deref() !== undefined;
}

describe("releaseAbortReasonFrames", () => {
  it("lets a finished render go though its abort reason is kept (V8 kept it through the reason's frames)", async () => {
    expect(await renderKeepsItsPayload()).toBe(true);
    const undo = releaseAbortReasonFrames();
    try {
      expect(await renderKeepsItsPayload()).toBe(false);
    } finally {
      undo();
    }
  });

  it("aborts as before: the reason given, or the AbortError with its stack as text", () => {
    const undo = releaseAbortReasonFrames();
    try {
      const given = new Error("stop");
      const withReason = new AbortController();
      withReason.abort(given);
      expect(withReason.signal.aborted).toBe(true);
      expect(withReason.signal.reason).toBe(given);
      expect(given.stack).toMatch(/^Error: stop\n\s+at /);
      const plain = new AbortController();
      plain.abort();
      expect((plain.signal.reason as DOMException).name).toBe("AbortError");
      const told: unknown[] = [];
      plain.signal.addEventListener("abort", () => told.push("late"));
      plain.abort("again");
      expect(told).toEqual([]);
    } finally {
      undo();
    }
  });
});
