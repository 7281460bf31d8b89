import { formatRupees } from "@/lib/domain/money";
import { salesPeriods, type PeriodSales } from "@/lib/domain/reports";
import { Change } from "./change";
import { formatCount } from "@/lib/domain/text";

/** Revenue and orders today, over 7 and over 30 days, each against the period before. */
export function SalesCards({ periods }: { periods: PeriodSales[] }) {
  return (
    <ul aria-label="Sales" className="grid gap-4 sm:grid-cols-3">
      {salesPeriods.map(({ key, label, against }) => {
        const sales = periods.find((period) => period.key === key);
        if (!sales) return null;
        return (
          <li key={key} className="flex flex-col gap-1 rounded-lg border border-stone-200 bg-white p-4">
            <p className="text-sm text-stone-600">{label}</p>
            <p className="text-2xl font-bold">{formatRupees(sales.revenue)}</p>
            <Change value={sales.revenueChange} against={against} />
            <p className="mt-1 text-sm">
              {formatCount(sales.orders)} {sales.orders === 1 ? "order" : "orders"}{" "}
              <Change value={sales.ordersChange} against={against} />
            </p>
          </li>
        );
      })}
    </ul>
  );
}
