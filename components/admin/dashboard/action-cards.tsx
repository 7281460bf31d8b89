import clsx from "clsx";
import { AdminLink } from "@/components/admin/admin-link";
import { formatCount } from "@/lib/domain/text";
import { ordersListHref } from "@/lib/domain/validation/admin-order";
import { lowStockThreshold } from "@/lib/domain/validation/admin-product-list";
import { productsListHref } from "./links";

const tones = {
  amber: "border-amber-300 bg-amber-50 hover:bg-amber-100",
  violet: "border-violet-300 bg-violet-50 hover:bg-violet-100",
  sky: "border-sky-300 bg-sky-50 hover:bg-sky-100",
  red: "border-red-300 bg-red-50 hover:bg-red-100",
} as const;

/**
 * A card of the day's work: what waits, how much of it, leading to the list of it. In its colour
 * while something waits, plain when nothing does, so the eye goes to what needs doing.
 */
export function ActionCard({
  href,
  title,
  detail,
  figure,
  figureTestId,
  tone,
  due,
}: {
  href: string;
  title: string;
  detail: string;
  figure: string;
  figureTestId: string;
  tone: keyof typeof tones;
  due: boolean;
}) {
  return (
    <AdminLink
      href={href}
      className={clsx(
        "flex items-center justify-between gap-3 rounded-lg border p-4",
        due ? tones[tone] : "border-stone-200 bg-white hover:bg-stone-50",
      )}
    >
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="text-sm text-stone-700">{detail}</span>
      </span>
      <span className="text-2xl font-bold whitespace-nowrap" data-testid={figureTestId}>
        {figure}
      </span>
    </AdminLink>
  );
}

/** New orders waiting for the shipping policy's confirmation call. */
export function AwaitingCallCard({ count }: { count: number }) {
  return (
    <ActionCard
      href={ordersListHref({ status: "NotProcessed" })}
      title="Waiting for the confirmation call"
      detail="New orders to confirm by phone before they are packed"
      figure={formatCount(count)}
      figureTestId="count-awaiting-call"
      tone="amber"
      due={count > 0}
    />
  );
}

/** Confirmed orders (the call moves them to Processing) not handed to a courier yet. */
export function OrdersToShipCard({ count }: { count: number }) {
  return (
    <ActionCard
      href={ordersListHref({ status: "Processing" })}
      title="Orders to ship"
      detail="Confirmed, to pack and hand to a courier"
      figure={formatCount(count)}
      figureTestId="count-to-ship"
      tone="violet"
      due={count > 0}
    />
  );
}

/** Products running low, counted as the products list's 'Low stock' filter counts them; and those out. */
export function LowStockCard({ low, out }: { low: number; out: number }) {
  return (
    <ActionCard
      href={productsListHref({ stock: "low", sort: "stock" })}
      title="Low stock"
      detail={`${lowStockThreshold} or fewer left (kg or pieces); ${formatCount(out)} out of stock`}
      figure={formatCount(low)}
      figureTestId="count-low-stock"
      tone="red"
      due={low + out > 0}
    />
  );
}
