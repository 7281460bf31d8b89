// Pakistani phone numbers as shoppers type them ("0300 1234567", "+92 300 1234567", "0092-300-...",
// "(051) 2345678"): which ones the shop and its couriers can call, and one form for each number, so a
// number typed one way matches the same number typed another.
//
// The rule (docs: "Phone numbers"):
// - Anything but digits, spaces, dashes, dots and brackets is refused; a "+" may only come first.
// - A number is written nationally with its trunk 0 ("0300 1234567", "051 2345678"), internationally
//   with "+92", "0092" or a bare "92" before it (a trunk 0 typed after the country code, as in
//   "+92 (0)300 ...", is allowed), or as a mobile without its 0 ("300 1234567").
// - After that prefix, the national significant number (NSN) is either
//   a mobile: 3, an operator code 0-4 and a digit (300-349: Jazz, Zong, Warid, Ufone, Telenor and
//     their successors) or 55 (355, SCOM in Azad Kashmir and Gilgit-Baltistan), then 7 digits not
//     all 0; or
//   a landline: an area code and subscriber number, 9 or 10 digits in all, not starting with 0, 1
//     (special services, UAN 111) or 3 (mobiles), and not all 0 after the area code's first two digits.
// - "+" or "00" followed by another country code is a foreign number: refused with its own words,
//   since the courier must be able to call it.

export type PhoneKind = "mobile" | "landline";

/** A number the shop can call, in the forms its users need. */
export interface PakistaniPhone {
  kind: PhoneKind;
  /** International digits without "+" ("923001234567"): what wa.me links want and Order.phoneKey holds. */
  digits: string;
  /** E.164 ("+923001234567"), for tel: links. */
  international: string;
  /** As Pakistanis write it ("0300 1234567", "051 2345678"). */
  national: string;
}

export type PhoneProblem = "invalid" | "foreign";

export type PhoneCheck = { ok: true; phone: PakistaniPhone } | { ok: false; problem: PhoneProblem };

/** What shoppers and staff are told about a number: the spec's message, and one for a foreign number. */
export const phoneMessages = {
  required: "Phone number is required",
  invalid: "Please enter a valid phone number",
  foreign: "Please enter a Pakistani phone number the courier can call",
} as const satisfies Record<PhoneProblem | "required", string>;

/** How the admin is warned about an order taken before numbers were checked. */
export const uncallablePhone = {
  invalid: {
    label: "Can't be called: not a valid number",
    title:
      "This order was placed before checkout checked phone numbers. It is not a Pakistani mobile (0300 1234567) or a landline with its area code (051 2345678), so the confirmation call and the courier cannot reach it.",
  },
  foreign: {
    label: "Can't be called: not a Pakistani number",
    title:
      "This order was placed before checkout checked phone numbers. It is a foreign number, which the courier cannot call; ask the customer for a Pakistani one before shipping.",
  },
} as const satisfies Record<PhoneProblem, { label: string; title: string }>;

/** The longest text a phone field takes: "+92 (0) 300 - 123 - 4567" and some room. */
export const phoneMaxLength = 30;

const separators = /[\s\-.()]/g;
const mobile = /^3(?:[0-4]\d|55)\d{7}$/;
const landline = /^[24-9]\d{8,9}$/;
// What follows "+" or "00" when it is another country's number (E.164 allows 15 digits at most).
const foreignNumber = /^[1-9]\d{6,14}$/;

function nationalForm(kind: PhoneKind, nsn: string): string {
  const split = kind === "mobile" ? 3 : 2;
  return `0${nsn.slice(0, split)} ${nsn.slice(split)}`;
}

/** A national significant number the shop can call, or null. */
function callable(nsn: string): PakistaniPhone | null {
  const kind: PhoneKind | null =
    mobile.test(nsn) && !/^0+$/.test(nsn.slice(3))
      ? "mobile"
      : landline.test(nsn) && !/^0+$/.test(nsn.slice(2))
        ? "landline"
        : null;
  if (!kind) return null;
  return { kind, digits: `92${nsn}`, international: `+92${nsn}`, national: nationalForm(kind, nsn) };
}

/** Whether the shop can call a number as it was typed, and if so the number in its usual forms. */
export function parsePhone(typed: string): PhoneCheck {
  const invalid = { ok: false, problem: "invalid" } as const;
  const compact = typed.trim().replace(separators, "");
  if (typed.trim().length > phoneMaxLength || !/^\+?\d+$/.test(compact)) return invalid;
  const digits = compact.replace("+", "");

  // What follows the country code 92, or the national number itself.
  let afterCountry: string | null = null;
  let nsn: string | null = null;
  if (compact.startsWith("+") || digits.startsWith("00")) {
    const international = compact.startsWith("+") ? digits : digits.slice(2);
    if (!international.startsWith("92"))
      return foreignNumber.test(international) ? { ok: false, problem: "foreign" } : invalid;
    afterCountry = international.slice(2);
  } else if (digits.startsWith("0")) nsn = digits.slice(1);
  else if (digits.startsWith("92") && digits.length >= 11) afterCountry = digits.slice(2);
  else if (digits.length === 10 && digits.startsWith("3")) nsn = digits;

  if (afterCountry !== null) nsn = afterCountry.startsWith("0") ? afterCountry.slice(1) : afterCountry;
  const phone = nsn === null ? null : callable(nsn);
  return phone ? { ok: true, phone } : invalid;
}

/**
 * Any text reduced to the digits one number has however it was typed: for a number `parsePhone`
 * accepts, its international digits ("923001234567"); for anything else, digits in the same spirit.
 * PostgreSQL's shop_phone_key (lib/server/orders/phones.ts) is this rule, rule for rule, and keeps
 * every order's in Order.phoneKey, so it stays lenient: orders taken before numbers were checked
 * have a key too.
 */
export function phoneDigits(phone: string): string {
  const typed = phone.replace(/\D/g, "");
  const digits = typed.startsWith("00")
    ? typed.slice(2)
    : typed.startsWith("0")
      ? `92${typed.slice(1)}`
      : typed.length === 10 && typed.startsWith("3")
        ? `92${typed}`
        : typed;
  // A trunk 0 typed after the country code ("+92 0300 ..."): no Pakistani number starts with 0.
  return digits.startsWith("920") ? `92${digits.slice(3)}` : digits;
}

export const samePhone = (a: string, b: string): boolean => {
  const digits = phoneDigits(a);
  return digits.length >= 10 && digits === phoneDigits(b);
};

/** A search typed like a whole phone number: digits, separators and a leading "+" (not the rule: see parsePhone). */
export const phonePattern = /^\+?[\d\s\-.()]{10,30}$/;

/** A tel: link that dials the number: its international form, or the digits typed when it breaks the rule. */
export function telLink(typed: string): string {
  const check = parsePhone(typed);
  return `tel:${check.ok ? check.phone.international : typed.replace(/[^\d+]/g, "")}`;
}
