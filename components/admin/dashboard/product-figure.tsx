import { AdminLink } from "@/components/admin/admin-link";
import { productHref } from "./links";

/** A product's name, leading to it in the products list, and a figure about it on the right. */
export function ProductFigure({ name, figure, tone }: { name: string; figure: string; tone?: string }) {
  return (
    <span className="flex items-baseline justify-between gap-3">
      <AdminLink href={productHref(name)} className="min-w-0 text-brand underline">
        {name}
      </AdminLink>
      <span className={`shrink-0 font-semibold whitespace-nowrap ${tone ?? ""}`}>{figure}</span>
    </span>
  );
}
