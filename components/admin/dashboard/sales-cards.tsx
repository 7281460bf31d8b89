import type { PeriodCash } from "@/lib/domain/cash";
import { formatRupees } from "@/lib/domain/money";
import { salesPeriods, type PeriodSales } from "@/lib/domain/reports";
import { Change } from "./change";
import { formatCount } from "@/lib/domain/text";

const count = (value: number, one: string, many: string) => `${formatCount(value)} ${value === 1 ? one : many}`;

/** What became of a period's money beside its bookings: delivered, paid for by couriers, returned. */
function CashLines({ cash }: { cash: PeriodCash }) {
  const lines = [
    { term: "Delivered", amount: cash.delivered.revenue, detail: count(cash.delivered.orders, "order", "orders") },
    { term: "Paid", amount: cash.paid.amount, detail: count(cash.paid.orders, "order", "orders") },
    { term: "Returned", amount: cash.returned.value, detail: count(cash.returned.parcels, "parcel", "parcels") },
  ];
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 border-t border-stone-200 pt-2 text-sm">
      {lines.map((line) => (
        <div key={line.term} className="contents">
          <dt className="text-stone-600">{line.term}</dt>
          <dd className="text-right" data-testid={`${cash.key}-${line.term.toLowerCase()}`}>
            <span className="font-semibold whitespace-nowrap">{formatRupees(line.amount)}</span>{" "}
            <span className="text-xs whitespace-nowrap text-stone-600">{line.detail}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Revenue booked (orders placed and not cancelled: a returned parcel's order is cancelled) today,
 * over 7 and over 30 days, each against the period before; and below it the money delivered, paid
 * for by couriers and returned in the same period.
 */
export function SalesCards({ periods, cash }: { periods: PeriodSales[]; cash: PeriodCash[] }) {
  return (
    <ul aria-label="Sales" className="grid gap-4 sm:grid-cols-3">
      {salesPeriods.map(({ key, label, against }) => {
        const sales = periods.find((period) => period.key === key);
        if (!sales) return null;
        const money = cash.find((period) => period.key === key);
        return (
          <li key={key} className="flex flex-col gap-1 rounded-lg border border-stone-200 bg-white p-4">
            <p className="text-sm text-stone-600">{label}</p>
            <p>
              <span className="text-2xl font-bold whitespace-nowrap" data-testid={`${key}-booked`}>
                {formatRupees(sales.revenue)}
              </span>{" "}
              <span className="text-sm text-stone-600">booked</span>
            </p>
            <Change value={sales.revenueChange} against={against} />
            <p className="mt-1 text-sm">
              {count(sales.orders, "order", "orders")} <Change value={sales.ordersChange} against={against} />
            </p>
            {money && <CashLines cash={money} />}
          </li>
        );
      })}
    </ul>
  );
}
