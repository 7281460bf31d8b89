// Hostile request bodies for the fuzzing of every route: wrong types, missing and extra fields, huge
// strings, unicode, negative and enormous numbers, bad ids, arrays for scalars, SQL and script text.
import fc from "fast-check";

const nasty = fc.constantFrom(
  "' OR 1=1; --",
  "\"; DROP TABLE \"Product\"; --",
  "<script>alert(1)</script>",
  "../../../etc/passwd",
  "%00",
  "\u0000",
  "NaN",
  "Infinity",
  "-1",
  "1e309",
  "__proto__",
  "constructor",
  "😀🥜 بادام",
  "  ",
  "",
);

const hugeString = fc.integer({ min: 1_000, max: 200_000 }).map((length) => "x".repeat(length));

export const scalar: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  hugeString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, -1e12, 1e12, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1),
  fc.boolean(),
  fc.constant(null),
);

const value: fc.Arbitrary<unknown> = fc.oneof({ maxDepth: 2 }, scalar, fc.array(scalar, { maxLength: 5 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }));

/** A body with the route's own keys filled with junk, some left out, some extra. */
export function bodyFor(keys: string[]): fc.Arbitrary<unknown> {
  const shaped = fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] });
  return fc.oneof(
    fc.tuple(shaped, fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 3 })).map(([own, extra]) => ({ ...extra, ...own })),
    value,
  );
}

/** Raw text: the body as JSON, or malformed JSON. */
export function rawBodyFor(keys: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: bodyFor(keys).map((body) => JSON.stringify(body) ?? "null") },
    { weight: 1, arbitrary: fc.constantFrom("{", "{\"a\":", "[1,2", "nul", "\u0000\u0001", "<xml/>", "") },
  );
}
