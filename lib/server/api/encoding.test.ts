import { acceptsGzip } from "./encoding";

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8, *;q=0.1", true],
    ["GZIP", true],
    ["*", true],
    ["x-gzip", true],
    ["gzip;q=0", false],
    ["br, *;q=0", false],
    ["identity", false],
    ["deflate, br", false],
    ["gzip;q=abc", false],
    ["", false],
  ])("%j -> %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it("is false without the header", () => {
    expect(acceptsGzip(null)).toBe(false);
  });
});
