import { clock } from "./clock";
import { createTokenBuckets } from "./token-buckets";

describe("createTokenBuckets", () => {
  it("lets a key take `burst` at once, then `perSecond` as time passes; other keys are apart", () => {
    let now = 1_000_000;
    const spy = jest.spyOn(clock, "now").mockImplementation(() => now);
    const buckets = createTokenBuckets({ burst: 3, perSecond: 1 });
    expect([1, 2, 3, 4].map(() => buckets.take("a"))).toEqual([true, true, true, false]);
    expect(buckets.take("b")).toBe(true);
    now += 1500;
    expect([buckets.take("a"), buckets.take("a")]).toEqual([true, false]);
    now += 60_000;
    expect([1, 2, 3, 4].map(() => buckets.take("a"))).toEqual([true, true, true, false]);
    spy.mockRestore();
  });
});
