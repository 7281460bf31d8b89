import fc from "fast-check";
import {
  parsePhone,
  phoneDigits,
  phoneMaxLength,
  samePhone,
  telLink,
  type PhoneKind,
  type PhoneProblem,
} from "./phone";

// Real ways Pakistanis write numbers, with the number each one is.
const callable: [typed: string, digits: string, kind: PhoneKind, national: string][] = [
  ["0300 1234567", "923001234567", "mobile", "0300 1234567"],
  ["03001234567", "923001234567", "mobile", "0300 1234567"],
  ["0300-1234567", "923001234567", "mobile", "0300 1234567"],
  ["  0300 1234567  ", "923001234567", "mobile", "0300 1234567"],
  ["(0300) 123-4567", "923001234567", "mobile", "0300 1234567"],
  ["0300.123.4567", "923001234567", "mobile", "0300 1234567"],
  ["+92 300 1234567", "923001234567", "mobile", "0300 1234567"],
  ["+923001234567", "923001234567", "mobile", "0300 1234567"],
  ["+92-300-1234567", "923001234567", "mobile", "0300 1234567"],
  ["(+92) 300 1234567", "923001234567", "mobile", "0300 1234567"],
  ["+92 (0) 300 1234567", "923001234567", "mobile", "0300 1234567"],
  ["0092 300 1234567", "923001234567", "mobile", "0300 1234567"],
  ["00923001234567", "923001234567", "mobile", "0300 1234567"],
  ["92 300 1234567", "923001234567", "mobile", "0300 1234567"],
  ["923001234567", "923001234567", "mobile", "0300 1234567"],
  ["300 1234567", "923001234567", "mobile", "0300 1234567"],
  ["0311-5550001", "923115550001", "mobile", "0311 5550001"],
  ["0321 4000017", "923214000017", "mobile", "0321 4000017"],
  ["0333-5551234", "923335551234", "mobile", "0333 5551234"],
  ["0345 1231231", "923451231231", "mobile", "0345 1231231"],
  ["0349 9999999", "923499999999", "mobile", "0349 9999999"],
  ["03111111111", "923111111111", "mobile", "0311 1111111"],
  ["0355 1234567", "923551234567", "mobile", "0355 1234567"],
  ["051 2345678", "92512345678", "landline", "051 2345678"],
  ["0512345678", "92512345678", "landline", "051 2345678"],
  ["(051) 2345678", "92512345678", "landline", "051 2345678"],
  ["+92 51 2345678", "92512345678", "landline", "051 2345678"],
  ["0092 51 234 5678", "92512345678", "landline", "051 2345678"],
  ["92 51 2345678", "92512345678", "landline", "051 2345678"],
  ["042 35761234", "924235761234", "landline", "042 35761234"],
  ["(042) 3576-1234", "924235761234", "landline", "042 35761234"],
  ["+92 42 3576 1234", "924235761234", "landline", "042 35761234"],
  ["021-34567890", "922134567890", "landline", "021 34567890"],
  ["091 5701234", "92915701234", "landline", "091 5701234"],
  ["0992 383838", "92992383838", "landline", "099 2383838"],
];

// Near misses, and things that are no number at all.
const refused: [typed: string, problem: PhoneProblem][] = [
  ["0300-12345", "invalid"],
  ["----------", "invalid"],
  ["1111111111", "invalid"],
  ["(((((00000)))))", "invalid"],
  ["0300 0000000", "invalid"],
  ["051 0000000", "invalid"],
  ["0300 12345678", "invalid"],
  ["03001234567890", "invalid"],
  ["+92 300 123456", "invalid"],
  ["92 300 123456", "invalid"],
  ["300123456", "invalid"],
  ["0300-CALL-ME", "invalid"],
  ["abcdefghijk", "invalid"],
  ["0300 12a4567", "invalid"],
  ["0300 1234567 ext 2", "invalid"],
  ["0300 1234567, 0321 7654321", "invalid"],
  ["0300+1234567", "invalid"],
  ["++92 300 1234567", "invalid"],
  ["+0300 1234567", "invalid"],
  ["0300/1234567", "invalid"],
  ["0370 1234567", "invalid"],
  ["0360 1234567", "invalid"],
  ["0800 12345", "invalid"],
  ["111 123 456", "invalid"],
  ["021 111 123 456", "invalid"],
  ["0512345", "invalid"],
  ["0112345678", "invalid"],
  ["12345", "invalid"],
  ["", "invalid"],
  ["   ", "invalid"],
  ["٠٣٠٠١٢٣٤٥٦٧", "invalid"],
  [`0300${" ".repeat(phoneMaxLength)}1234567`, "invalid"],
  ["+1 415 555 0123", "foreign"],
  ["+44 20 7946 0958", "foreign"],
  ["0044 20 7946 0958", "foreign"],
  ["+971 50 123 4567", "foreign"],
  ["00966 50 123 4567", "foreign"],
  ["+91 98765 43210", "foreign"],
];

describe("the phone rule", () => {
  it.each(callable)("calls %j as %s", (typed, digits, kind, national) => {
    expect(parsePhone(typed)).toEqual({
      ok: true,
      phone: { kind, digits, international: `+${digits}`, national },
    });
    expect(phoneDigits(typed)).toBe(digits);
  });

  it.each(refused)("refuses %j as %s", (typed, problem) => {
    expect(parsePhone(typed)).toEqual({ ok: false, problem });
  });

  it("compares numbers however they were typed", () => {
    expect(samePhone("0300-1234567", "+92 300 1234567")).toBe(true);
    expect(samePhone("051 2345678", "+92 51 2345678")).toBe(true);
    expect(samePhone("0300-1234567", "0300-1234568")).toBe(false);
    expect(samePhone("", "")).toBe(false);
  });
});

const digit = fc.constantFrom(..."0123456789");
const digitsOf = (length: number) => fc.array(digit, { minLength: length, maxLength: length }).map((d) => d.join(""));
const notAllZero = (text: string) => /[1-9]/.test(text);

const operator = fc.oneof(
  fc.tuple(fc.constantFrom(..."01234"), digit).map(([network, code]) => `3${network}${code}`),
  fc.constant("355"),
);
const mobileNsn = fc.tuple(operator, digitsOf(7).filter(notAllZero)).map(([code, subscriber]) => code + subscriber);

const landlineNsn = fc
  .tuple(
    fc.constantFrom(..."2456789"),
    fc.integer({ min: 8, max: 9 }).chain((length) => digitsOf(length)),
  )
  .map(([first, rest]) => first + rest)
  .filter((nsn) => notAllZero(nsn.slice(2)));

const nsn = fc.oneof(mobileNsn, landlineNsn);

/** The ways a number is written before its national significant number. */
const prefix = (nsn: string) =>
  fc.constantFrom(
    "0",
    "+92",
    "+92 0",
    "0092",
    "00 92",
    "92",
    ...(nsn.length === 10 && nsn.startsWith("3") ? [""] : []),
  );

/** `text` with up to 6 separators put between its characters. */
const separated = (text: string) =>
  fc.array(fc.tuple(fc.nat(text.length), fc.constantFrom(" ", "-", ".", "(", ")")), { maxLength: 6 }).map((cuts) => {
    const characters = [...text];
    for (const [at, separator] of cuts.sort(([a], [b]) => b - a)) characters.splice(at, 0, separator);
    return characters.join("");
  });

const typedNumber = nsn.chain((number) =>
  prefix(number).chain((before) => separated(`${before}${number}`).map((typed) => ({ number, typed }))),
);

describe("the phone rule's properties", () => {
  it("calls every Pakistani mobile and landline however it is written, as one number", () => {
    fc.assert(
      fc.property(typedNumber, ({ number, typed }) => {
        const check = parsePhone(typed);
        expect(check).toMatchObject({ ok: true, phone: { digits: `92${number}`, international: `+92${number}` } });
        expect(phoneDigits(typed)).toBe(`92${number}`);
      }),
      { numRuns: 2000 },
    );
  });

  it("reads its own national and international forms back as the same number", () => {
    fc.assert(
      fc.property(nsn, (number) => {
        const check = parsePhone(`0${number}`);
        if (!check.ok) throw new Error(`0${number} refused`);
        for (const form of [check.phone.national, check.phone.international, check.phone.digits])
          expect(parsePhone(form)).toEqual(check);
      }),
    );
  });

  it("refuses a number one digit short or long", () => {
    fc.assert(
      fc.property(mobileNsn, digit, (number, extra) => {
        expect(parsePhone(`0${number.slice(0, -1)}`)).toEqual({ ok: false, problem: "invalid" });
        expect(parsePhone(`0${number}${extra}`)).toEqual({ ok: false, problem: "invalid" });
        expect(parsePhone(`+92${number}${extra}`)).toEqual({ ok: false, problem: "invalid" });
      }),
    );
  });

  it("calls another country's number foreign, whichever way its international prefix is typed", () => {
    const foreign = fc
      .tuple(fc.constantFrom(..."123456789"), fc.integer({ min: 6, max: 13 }).chain(digitsOf))
      .map(([first, rest]) => first + rest)
      .filter((number) => !number.startsWith("92"));
    fc.assert(
      fc.property(foreign, fc.constantFrom("+", "00", "+ ", "00 "), (number, international) => {
        expect(parsePhone(`${international}${number}`)).toEqual({ ok: false, problem: "foreign" });
      }),
    );
  });

  it("gives any text an answer, and a number it calls the key its orders are stored under", () => {
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.stringMatching(/^[+\d\s\-.()]{0,32}$/));
    fc.assert(
      fc.property(text, (typed) => {
        const check = parsePhone(typed);
        if (check.ok) {
          expect(check.phone.digits).toMatch(/^92[2-9]\d{8,9}$/);
          expect(phoneDigits(typed)).toBe(check.phone.digits);
        } else expect(["invalid", "foreign"]).toContain(check.problem);
      }),
      { numRuns: 5000 },
    );
  });
});

describe("telLink", () => {
  it("dials the international form, or the digits typed of a number that breaks the rule", () => {
    expect(telLink("0300-1234567")).toBe("tel:+923001234567");
    expect(telLink("051 2345678")).toBe("tel:+92512345678");
    expect(telLink("0300-12345")).toBe("tel:030012345");
  });
});
