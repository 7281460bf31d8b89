import clsx from "clsx";
import { AdminLink } from "@/components/admin/admin-link";
import { OrderStatusBadge } from "@/components/ui/order-status-badge";
import { courierFileTemplateName, type CourierFileKind, type FileOrder } from "@/lib/domain/courier-files";
import { adminOrderPath, formatOrderNumber } from "@/lib/domain/orders";

// What the two courier files' panels share: the template link, the headers each column may have,
// a preview row's order and problems, and the classes that make a preview table's row a card on a phone.

/** A row: a card below md, a table row from md up. */
export const previewRow = (failed: boolean) =>
  clsx(
    "block rounded-lg border p-3 text-sm md:table-row md:rounded-none md:border-x-0 md:border-b-0 md:p-0",
    failed ? "border-red-200 bg-red-50" : "border-stone-200 bg-white",
  );
export const previewCell = "block md:table-cell md:px-3 md:py-2 md:align-top";
/** A label only the card shows (the table has its headings). */
export const cardLabel = "text-stone-600 md:hidden";

export function TemplateLink({ kind }: { kind: CourierFileKind }) {
  return (
    <a
      className="btn-secondary min-h-11"
      href={`/api/courier-files/templates/${kind}`}
      download={courierFileTemplateName(kind)}
    >
      Download template
    </a>
  );
}

/** The headers each column may have, as portals write them (any case, spaces and punctuation). */
export function AcceptedHeaders({ columns }: { columns: [label: string, names: readonly string[]][] }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer py-3 font-medium">Column headers it reads</summary>
      <dl className="mt-1 flex flex-col gap-1 text-stone-700">
        {columns.map(([label, names]) => (
          <div key={label}>
            <dt className="inline font-medium">{label}: </dt>
            <dd className="inline">{names.join(", ")}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-stone-600">Case, spaces and punctuation do not matter; other columns are ignored.</p>
    </details>
  );
}

/** The order a row names: its number (linking to it), customer and city, and its status. */
export function RowOrder({ order, written }: { order: FileOrder | null; written: string }) {
  if (!order) return <span className="break-all text-stone-700">{written || "—"}</span>;
  return (
    <span className="flex flex-col items-start gap-0.5">
      <span className="flex flex-wrap items-center gap-2">
        {/* On a phone the number is the card's link: a finger's height to tap. */}
        <AdminLink
          href={adminOrderPath(order.id)}
          className="inline-flex min-h-11 items-center font-semibold text-brand underline md:min-h-0"
        >
          {formatOrderNumber(order.number)}
        </AdminLink>
        <OrderStatusBadge status={order.status} />
      </span>
      <span className="text-xs text-stone-700">
        {order.customer} · {order.city}
      </span>
    </span>
  );
}

/** A row's errors, or its warning, or what importing it does. */
export function RowResult({
  errors,
  warning,
  outcome,
}: {
  errors: string[];
  warning?: string | null;
  outcome: string;
}) {
  if (errors.length > 0)
    return (
      <ul className="flex flex-col gap-0.5 text-red-800">
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    );
  return (
    <span className="flex flex-col gap-0.5">
      <span className="text-green-800">{outcome}</span>
      {warning && <span className="text-amber-800">{warning}</span>}
    </span>
  );
}

/** Every error of the file, each naming its row and column: those of the whole file come first. */
export function ErrorList({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul aria-label="Errors" className="max-h-56 overflow-y-auto rounded-md bg-red-50 p-3 text-sm text-red-800">
      {errors.map((error, index) => (
        <li key={index}>{error}</li>
      ))}
    </ul>
  );
}

/** Why the last import wrote nothing, or what it did. */
export function ImportOutcome({ refusal, done }: { refusal: string | null; done: string | null }) {
  if (refusal)
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        {refusal}
      </p>
    );
  if (done)
    return (
      <p role="status" className="rounded-md bg-green-50 p-3 text-sm font-medium text-green-900">
        {done}
      </p>
    );
  return null;
}
