import clsx from "clsx";

/** A scrollable table with the column headings, and one full-width row with `empty` when there are no rows. */
export function DataTable({
  columns,
  empty,
  isEmpty,
  minWidth,
  className,
  children,
}: {
  /** Headings: text, or a control such as a select-all checkbox. */
  columns: React.ReactNode[];
  empty: string;
  isEmpty: boolean;
  minWidth: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={clsx("overflow-x-auto rounded-lg border border-stone-200 bg-white", className)}>
      <table className={clsx("w-full text-left text-sm", minWidth)}>
        <thead className="bg-stone-50 text-xs text-stone-600 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {isEmpty ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-stone-600">
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
