import clsx from "clsx";

/**
 * A scrollable table with the column headings, and one full-width row with `empty` when there are no
 * rows. `stacked`: below md the headings are hidden and each row is a card of its own (the rows lay
 * their cells out as cards: one markup for both, not a table and a list).
 */
export function DataTable({
  columns,
  empty,
  isEmpty,
  minWidth,
  className,
  stacked = false,
  children,
}: {
  /** Headings: text, or a control such as a select-all checkbox. */
  columns: React.ReactNode[];
  empty: string;
  isEmpty: boolean;
  minWidth: string;
  className?: string;
  stacked?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      className={clsx(
        stacked
          ? "md:overflow-x-auto md:rounded-lg md:border md:border-stone-200 md:bg-white"
          : "overflow-x-auto rounded-lg border border-stone-200 bg-white",
        className,
      )}
    >
      <table className={clsx("w-full text-start text-sm", stacked && "block md:table", minWidth)}>
        <thead
          className={clsx("bg-stone-50 text-xs text-stone-600 uppercase", stacked && "hidden md:table-header-group")}
        >
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={clsx(stacked && "flex flex-col gap-3 md:table-row-group")}>
          {isEmpty ? (
            <tr className={clsx(stacked && "block rounded-lg border border-stone-200 bg-white md:table-row")}>
              <td
                colSpan={columns.length}
                className={clsx("px-3 py-8 text-center text-stone-600", stacked && "block md:table-cell")}
              >
                {empty}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}
