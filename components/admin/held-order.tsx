import { heldOrderTexts, type PhoneBlockCause } from "@/lib/domain/held-orders";

/** Beside an order's status in the list. */
export function HeldBadge() {
  return (
    <span className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">
      {heldOrderTexts.badge}
    </span>
  );
}

/** At the top of a held order's page: why it is held, and how to release it. */
export function HeldNotice({ block }: { block: PhoneBlockCause | null }) {
  return (
    <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">{heldOrderTexts.notice(block)}</p>
      <p>{heldOrderTexts.release}</p>
    </div>
  );
}
