/** A change in percent against an earlier period ("+12% vs previous 30 days"), green up, red down. */
export function Change({ value, against }: { value: number | null; against: string }) {
  if (value === null) return <span className="text-xs text-stone-500">up from none vs {against}</span>;
  return (
    <span className={`text-xs font-semibold ${value >= 0 ? "text-green-700" : "text-red-700"}`}>
      {value >= 0 ? "+" : ""}
      {value}% vs {against}
    </span>
  );
}
