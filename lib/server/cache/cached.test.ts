import { expireTags } from "./cache-store.mjs";
import { afterLastChange, sharedRuns } from "./cached";

/** A read that counts its runs and ends when told to. */
function controlledRead() {
  const runs: { args: string; finish: (value: string) => void; fail: (error: Error) => void }[] = [];
  const read = (name: string) =>
    new Promise<string>((resolve, reject) => runs.push({ args: name, finish: resolve, fail: reject }));
  return { read, runs };
}

describe("a read shared by the requests that ask for it while it runs", () => {
  it("runs once for calls with the same arguments at the same time, and again once it has ended", async () => {
    const { read, runs } = controlledRead();
    const shared = sharedRuns(read);
    const first = shared("almonds");
    const second = shared("almonds");
    const other = shared("dates");
    expect(runs.map((run) => run.args)).toEqual(["almonds", "dates"]);
    runs[0]!.finish("almonds: 12");
    runs[1]!.finish("dates: 3");
    expect(await Promise.all([first, second, other])).toEqual(["almonds: 12", "almonds: 12", "dates: 3"]);
    const later = shared("almonds");
    expect(runs).toHaveLength(3);
    runs[2]!.finish("almonds: 11");
    expect(await later).toBe("almonds: 11");
  });

  it("does not answer a call made after a change with a run that began before it", async () => {
    const { read, runs } = controlledRead();
    const shared = sharedRuns(read);
    const before = shared("figures");
    await expireTags(["orders"]);
    const after = shared("figures");
    const alongside = shared("figures");
    expect(runs).toHaveLength(2);
    runs[0]!.finish("old");
    expect(await before).toBe("old");
    // The older run ending does not drop the newer one, still running.
    const last = shared("figures");
    expect(runs).toHaveLength(2);
    runs[1]!.finish("new");
    expect(await Promise.all([after, alongside, last])).toEqual(["new", "new", "new"]);
  });

  it("shares a failure with the calls that waited for it, and runs again after", async () => {
    const { read, runs } = controlledRead();
    const shared = sharedRuns(read);
    const calls = [shared("x"), shared("x")];
    runs[0]!.fail(new Error("database away"));
    for (const call of calls) await expect(call).rejects.toThrow("database away");
    const retry = shared("x");
    runs[1]!.finish("back");
    expect(await retry).toBe("back");
  });
});

describe("a read kept by the data cache", () => {
  it("is read again when a change expired tags while it ran, so what is kept began after the change", async () => {
    const { read, runs } = controlledRead();
    const kept = afterLastChange(sharedRuns(read));
    const answer = kept("orders page");
    expect(runs).toHaveLength(1);
    // An order is placed and expires the list while the read is on its way back.
    await expireTags(["orders"]);
    runs[0]!.finish("28 orders");
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toHaveLength(2);
    runs[1]!.finish("29 orders");
    expect(await answer).toBe("29 orders");
  });

  it("gives up re-reading after two changes in a row, answering the last read", async () => {
    const { read, runs } = controlledRead();
    const kept = afterLastChange(read);
    const answer = kept("figures");
    for (const value of ["a", "b", "c"]) {
      await expireTags(["orders"]);
      runs.at(-1)!.finish(value);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await answer).toBe("c");
    expect(runs).toHaveLength(3);
  });

  it("answers at once when nothing changed meanwhile", async () => {
    const { read, runs } = controlledRead();
    const answer = afterLastChange(read)("figures");
    runs[0]!.finish("figures");
    expect(await answer).toBe("figures");
    expect(runs).toHaveLength(1);
  });
});
