import { AdminLink } from "@/components/admin/admin-link";
import { formatRupees } from "@/lib/domain/money";
import { formatCount } from "@/lib/domain/text";
import { cashPageHref } from "@/lib/domain/validation/cash";

/** The cash delivered orders brought in that couriers still hold, leading to the cash page. */
export function CashWithCouriers({ amount, orders }: { amount: number; orders: number }) {
  return (
    <AdminLink
      href={cashPageHref()}
      className="flex items-center justify-between gap-3 rounded-lg border border-sky-300 bg-sky-50 p-4 hover:bg-sky-100"
    >
      <span>
        <span className="block font-semibold">Cash with couriers</span>
        <span className="text-sm text-stone-700">
          {formatCount(orders)} delivered {orders === 1 ? "order" : "orders"} not paid for yet
        </span>
      </span>
      <span className="text-2xl font-bold whitespace-nowrap" data-testid="cash-with-couriers">
        {formatRupees(amount)}
      </span>
    </AdminLink>
  );
}
