import { AdminLink } from "@/components/admin/admin-link";

/** A list's count and its previous and next pages, each page's address given by `hrefFor`. */
export function PageLinks({
  total,
  noun,
  page,
  pageCount,
  hrefFor,
}: {
  total: number;
  noun: { one: string; many: string };
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-3 text-sm">
      <span className="text-stone-600">
        {total} {total === 1 ? noun.one : noun.many} · page {page} of {pageCount}
      </span>
      {page > 1 && (
        <AdminLink href={hrefFor(page - 1)} className="btn-secondary px-3 py-1">
          ← Previous
        </AdminLink>
      )}
      {page < pageCount && (
        <AdminLink href={hrefFor(page + 1)} className="btn-secondary px-3 py-1">
          Next →
        </AdminLink>
      )}
    </nav>
  );
}
