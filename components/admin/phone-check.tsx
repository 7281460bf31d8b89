import { parsePhone, uncallablePhone } from "@/lib/domain/phone";

/**
 * Flags an order's phone that the shop and its courier cannot call (orders taken before checkout
 * checked numbers); shows nothing for a good number. The title says what to do about it.
 */
export function PhoneCheck({ phone }: { phone: string }) {
  const check = parsePhone(phone);
  if (check.ok) return null;
  const { label, title } = uncallablePhone[check.problem];
  return (
    <span
      title={title}
      className="mt-1 block w-fit rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900"
    >
      {label}
    </span>
  );
}
