// Hostile request bodies for the fuzzing of every route: wrong types, missing and extra fields, huge
// strings, unicode, negative and enormous numbers, bad ids, arrays for scalars, SQL and script text.
import fc from "fast-check";

const nasty = fc.constantFrom(
  "' OR 1=1; --",
  '"; DROP TABLE "Product"; --',
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

/** Just past the limits the schemas set (names 100, codes 30, passwords 72 bytes ...), in one- and two-byte letters. */
const oversizedString = fc
  .tuple(fc.constantFrom(31, 51, 65, 73, 101, 201, 255, 501, 1_001, 2_001, 5_001), fc.constantFrom("a", "é", "ب"))
  .map(([length, letter]) => letter.repeat(length));

/** Text with a control character somewhere in it. */
const controlText = fc
  .tuple(fc.string({ maxLength: 10 }), fc.integer({ min: 0, max: 31 }), fc.string({ maxLength: 10 }))
  .map(([before, code, after]) => `${before}${String.fromCharCode(code)}${after}`);

export const scalar: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  hugeString,
  oversizedString,
  controlText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, -1e12, 1e12, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1),
  fc.boolean(),
  fc.constant(null),
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  { maxDepth: 2 },
  scalar,
  fc.array(scalar, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }),
);

/** A body with the route's own keys filled with junk, some left out, some extra. */
export function bodyFor(keys: string[]): fc.Arbitrary<unknown> {
  const shaped = fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] });
  return fc.oneof(
    fc
      .tuple(shaped, fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 3 }))
      .map(([own, extra]) => ({ ...extra, ...own })),
    value,
  );
}

/** Raw text: the body as JSON, or malformed JSON. */
export function rawBodyFor(keys: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: bodyFor(keys).map((body) => JSON.stringify(body) ?? "null") },
    { weight: 1, arbitrary: fc.constantFrom("{", '{"a":', "[1,2", "nul", "\u0000\u0001", "<xml/>", "") },
    { weight: 1, arbitrary: deeplyNested },
  );
}

/** JSON nested from a little past any call's needs to far past any stack. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 20, max: 20_000 }), fc.boolean())
  .map(([depth, objects]) =>
    objects ? `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}` : `${"[".repeat(depth)}${"]".repeat(depth)}`,
  );

/**
 * Headers a hostile client sends beside its body: origins, cookies and tokens that do not parse, spoofed forwarding.
 */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    origin: fc.constantFrom(
      "null",
      "::::",
      "http://[",
      "https://evil.example",
      "http://localhost:3000",
      "https://localhost:3000",
      "javascript:alert(1)",
    ),
    "sec-fetch-site": fc.constantFrom("cross-site", "same-origin", "none", "junk"),
    cookie: fc.constantFrom(
      "next-auth.session-token=%E0%A4%A",
      "next-auth.session-token=",
      "=;;=",
      "a=b; next-auth.session-token=%",
      "next-auth.session-token=x.y.z",
    ),
    authorization: fc.constantFrom(
      "Bearer",
      "Bearer x.y.z",
      "Basic YTpi",
      `Bearer ${"a".repeat(5_000)}`,
      "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.",
    ),
    "x-forwarded-for": fc.constantFrom("1.2.3.4", "junk, , ::1", "999.999.999.999", '\'; DROP TABLE "User"; --'),
    "x-forwarded-host": fc.constantFrom("evil.example", "localhost:3000, evil.example", ""),
    "x-forwarded-proto": fc.constantFrom("https", "gopher", ""),
    "content-type": fc.constantFrom(
      "application/json",
      "text/plain",
      "application/json; charset=utf-16",
      "multipart/form-data",
      "multipart/form-data; boundary=",
    ),
  },
  { requiredKeys: [] },
);

/** A path parameter: ids that do not exist, junk, SQL and script text, a huge string. */
export const pathParam: fc.Arbitrary<string> = fc.oneof(
  nasty,
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.constantFrom("cm0000000000000000000000", "000000000000000000000000", "1", "-1", "null", "undefined"),
  fc.integer({ min: 1_000, max: 20_000 }).map((length) => "y".repeat(length)),
);

/** A query string with the given keys (and others) set to junk. */
export function queryFor(keys: string[]): fc.Arbitrary<string> {
  const pairs = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...keys, "x"), fc.string({ maxLength: 8 })), scalar), {
    maxLength: 4,
  });
  return pairs.map((entries) => new URLSearchParams(entries.map(([key, entry]) => [key, String(entry)])).toString());
}

const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 2_000 }),
  fc
    .constantFrom(
      "name,price\n",
      "\uFEFFname;price\nx;-1\n",
      // Rows updating by id: an id that is SQL, one far too long, one given twice.
      "id,name,price,stock\n' OR 1=1;--,x,1,1\n",
      `id,name,price,stock\n${"x".repeat(5000)},x,1,1\nb1,y,2,2\nb1,z,3,3\n`,
      "GIF89a",
      "<svg onload=alert(1)>",
      "\u0089PNG\r\n\u001a\n",
    )
    .map((text) => new TextEncoder().encode(text)),
);
const fileName = fc.oneof(
  nasty,
  fc.constantFrom("a.png", "a.jpg", "a.csv", "a.exe", ".png", "x".repeat(300) + ".webp"),
);
const fileType = fc.constantFrom(
  "image/png",
  "image/jpeg",
  "text/csv",
  "application/octet-stream",
  "",
  "image/svg+xml",
);

export interface RawRequestBody {
  body: BodyInit;
  contentType?: string;
}

/** A multipart form with the route's text fields and files filled with junk, or a broken multipart body. */
export function multipartFor(keys: string[], fileKeys: string[]): fc.Arbitrary<RawRequestBody> {
  const fields = fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), scalar, {
    maxKeys: keys.length + 2,
  });
  const files = fc.array(fc.tuple(fc.constantFrom(...fileKeys, "other"), fileBytes, fileName, fileType), {
    maxLength: 3,
  });
  const form = fc.tuple(fields, files).map(([textFields, fileParts]): RawRequestBody => {
    const data = new FormData();
    for (const [key, entry] of Object.entries(textFields)) data.append(key, String(entry));
    for (const [key, bytes, name, type] of fileParts) data.append(key, new File([bytes], name, { type }));
    // FormData sets its own content type, with the boundary.
    return { body: data };
  });
  const broken = fc
    .constantFrom(
      "",
      "--x\r\n",
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      "--y\r\n\r\n--y--",
      "not multipart at all",
    )
    .map((body): RawRequestBody => ({ body, contentType: "multipart/form-data; boundary=x" }));
  return fc.oneof({ weight: 4, arbitrary: form }, { weight: 1, arbitrary: broken });
}
