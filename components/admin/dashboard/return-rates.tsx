import { describeReturnRate, returnRate, type ReturnRateRow, type ReturnRates } from "@/lib/domain/cash";
import { Panel } from "./panel";

function RateList({ label, rows }: { label: string; rows: ReturnRateRow[] }) {
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold text-stone-700">{label}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600">No parcel delivered or returned yet</p>
      ) : (
        <ul aria-label={label} className="flex flex-col text-sm">
          {rows.map((row) => (
            <li key={row.name} className="flex items-baseline justify-between gap-3 border-b border-stone-100 py-1">
              <span className="min-w-0 break-words">{row.name}</span>
              <span className="whitespace-nowrap">
                <span className="font-semibold">{returnRate(row) ?? 0}%</span>{" "}
                <span className="text-xs text-stone-600">
                  {row.returned} of {row.parcels}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Returned parcels out of those whose fate is known (returned or delivered), by city and by courier. */
export function ReturnRatesPanel({ days, overall, byCity, byCourier }: ReturnRates) {
  return (
    <Panel
      id="return-rate-heading"
      title={`Return rate, last ${days} days`}
      aside={<span className="text-sm text-stone-600">All parcels: {describeReturnRate(overall)}</span>}
    >
      <p className="mb-3 text-xs text-stone-500">
        Parcels returned out of those delivered or returned in the period; parcels still on their way are not counted.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <RateList label="By city (most parcels first)" rows={byCity} />
        <RateList label="By courier" rows={byCourier} />
      </div>
    </Panel>
  );
}
