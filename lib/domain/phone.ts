// Pakistani phone numbers as shoppers type them ("0300 1234567", "+92 300 1234567", "0092-300-...")
// reduced to one form, so a number typed one way matches the same number typed another.

/** A phone number as a form takes it: 10 to 20 digits, spaces, dashes and brackets, and a leading "+". */
export const phonePattern = /^\+?[\d\s\-()]{10,20}$/;

/** The number in international digits without "+" ("923001234567"), as wa.me links want it. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.startsWith("0092")) return digits.slice(2);
  if (digits.startsWith("0") && digits.length === 11) return `92${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith("3")) return `92${digits}`;
  return digits;
}

export const samePhone = (a: string, b: string): boolean => {
  const digits = phoneDigits(a);
  return digits.length >= 10 && digits === phoneDigits(b);
};
