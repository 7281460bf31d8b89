import { formatShopDay } from "@/lib/domain/dates";
import { formatRupees } from "@/lib/domain/money";
import { chartCeiling, type DaySales } from "@/lib/domain/reports";
import { formatCount } from "@/lib/domain/text";

/** 'Nov 12, 2026' for a shop day given as YYYY-MM-DD. */
const dayLabel = formatShopDay;

const plural = (count: number, noun: string) => `${formatCount(count)} ${noun}${count === 1 ? "" : "s"}`;

/**
 * Revenue per day as bars, in plain SVG rendered on the server. The drawing stretches to any width
 * (one unit per day, 100 units high); the amounts and days are HTML beside it, so text keeps its size
 * on a phone. Each bar names its day and amount on hover; the figures are also a table below.
 */
export function SalesChart({ days }: { days: DaySales[] }) {
  const ceiling = chartCeiling(Math.max(0, ...days.map((day) => day.revenue)));
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const best = days.reduce<DaySales | undefined>(
    (top, day) => (!top || day.revenue > top.revenue ? day : top),
    undefined,
  );
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last || !best) return null;
  const description =
    `${formatRupees(revenue)} from ${plural(orders, "order")} between ${dayLabel(first.day)} and ${dayLabel(last.day)}` +
    (best.revenue > 0 ? `; the best day was ${dayLabel(best.day)} with ${formatRupees(best.revenue)}.` : ".");
  return (
    <figure className="flex flex-col gap-2">
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div
          aria-hidden="true"
          className="flex h-44 flex-col justify-between text-right text-xs leading-none text-stone-500 sm:h-56"
        >
          <span>{formatRupees(ceiling)}</span>
          <span>{formatRupees(ceiling / 2)}</span>
          <span>{formatRupees(0)}</span>
        </div>
        <svg
          role="img"
          aria-labelledby="sales-chart-title"
          aria-describedby="sales-chart-desc"
          viewBox={`0 0 ${days.length} 100`}
          preserveAspectRatio="none"
          width="100%"
          className="h-44 border-b border-stone-300 sm:h-56"
        >
          <title id="sales-chart-title">{`Revenue per day, last ${days.length} days`}</title>
          <desc id="sales-chart-desc">{description}</desc>
          {[0, 50].map((y) => (
            <line
              key={y}
              x1={0}
              x2={days.length}
              y1={y}
              y2={y}
              className="stroke-stone-200"
              strokeDasharray="4 4"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, index) => {
            const height = (day.revenue / ceiling) * 100;
            return (
              <rect
                key={day.day}
                x={index + 0.15}
                y={100 - height}
                width={0.7}
                height={height}
                className={index === days.length - 1 ? "fill-amber-600" : "fill-brand"}
              >
                <title>{`${dayLabel(day.day)}: ${formatRupees(day.revenue)}, ${plural(day.orders, "order")}`}</title>
              </rect>
            );
          })}
        </svg>
        <div aria-hidden="true" className="col-start-2 mt-1 flex justify-between text-xs text-stone-500">
          <span>{dayLabel(first.day)}</span>
          <span>Today</span>
        </div>
      </div>
      {/* The drawing's description, shown; screen readers have it from the drawing itself. */}
      <figcaption aria-hidden="true" className="text-sm text-stone-700">
        {description}
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand underline">Figures by day</summary>
        <div className="mt-2 max-h-72 overflow-y-auto">
          <table className="w-full text-left">
            <thead className="text-xs text-stone-600 uppercase">
              <tr>
                <th scope="col" className="px-2 py-1">
                  Day
                </th>
                <th scope="col" className="px-2 py-1 text-right">
                  Orders
                </th>
                <th scope="col" className="px-2 py-1 text-right">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {days.toReversed().map((day) => (
                <tr key={day.day} className="border-t border-stone-100">
                  <td className="px-2 py-1">{dayLabel(day.day)}</td>
                  <td className="px-2 py-1 text-right">{day.orders}</td>
                  <td className="px-2 py-1 text-right">{formatRupees(day.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
