import { holdsCurrent, preferredEncoding } from "./content-negotiation";

const offered = ["br", "gzip"] as const;

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["GZIP", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=1.0, gzip;q=1.0", "br"],
    ["*", "br"],
    ["*;q=0.1, gzip;q=0.5", "gzip"],
    ["br;q=0, *", "gzip"],
  ] as const)("answers %s with %s", (header, coding) => {
    expect(preferredEncoding(header, offered)).toBe(coding);
  });

  it.each([null, "", "identity", "deflate", "gzip;q=0, br;q=0", "gzip;q=abc", ",;,;q="])(
    "answers %p with the bytes as they are",
    (header) => {
      expect(preferredEncoding(header, offered)).toBeNull();
    },
  );
});

describe("holdsCurrent", () => {
  const etag = 'W/"abc"';

  it.each(['W/"abc"', '"abc"', '"x", W/"abc"', " * "])("is true for %s", (header) => {
    expect(holdsCurrent(header, etag)).toBe(true);
  });

  it.each([null, "", '"abd"', 'W/"ab"', "abc"])("is false for %p", (header) => {
    expect(holdsCurrent(header, etag)).toBe(false);
  });
});
