import Form from "next/form";
import { AdminLink } from "@/components/admin/admin-link";
import { catalogStatuses } from "@/lib/domain/catalog";
import { PageLinks } from "./page-links";
import {
  productListSearch,
  productSorts,
  stockFilters,
  type ProductListQuery,
} from "@/lib/domain/validation/admin-product-list";

const path = "/admin/dashboard/products";

/** The products list's search, filters and sort: a GET form, so the list is in the address. */
export function ProductFilters({
  query,
  categories,
}: {
  query: ProductListQuery;
  categories: { id: string; name: string }[];
}) {
  return (
    <Form action={path} role="search" aria-label="Find products" className="flex flex-wrap items-end gap-2 text-sm">
      <label className="flex flex-col font-medium">
        Search by name
        <input
          type="search"
          name="q"
          defaultValue={query.q ?? ""}
          className="field mt-1 w-56"
          placeholder="e.g. almond"
        />
      </label>
      <label className="flex flex-col font-medium">
        Category
        <select name="category" defaultValue={query.category ?? ""} className="field mt-1 w-auto">
          <option value="">All</option>
          <option value="none">No Category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col font-medium">
        Status
        <select name="status" defaultValue={query.status ?? ""} className="field mt-1 w-auto">
          <option value="">All</option>
          {catalogStatuses.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col font-medium">
        Stock
        <select name="stock" defaultValue={query.stock ?? ""} className="field mt-1 w-auto">
          <option value="">All</option>
          {Object.entries(stockFilters).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-1 self-center pt-5 font-medium">
        <input type="checkbox" name="offer" value="yes" defaultChecked={query.offer === "yes"} />
        On offer
      </label>
      <label className="flex flex-col font-medium">
        Sort by
        <select name="sort" defaultValue={query.sort} className="field mt-1 w-auto">
          {Object.entries(productSorts).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-secondary">
        Apply
      </button>
      <AdminLink href={path} className="self-center pt-5 text-brand underline">
        Clear
      </AdminLink>
    </Form>
  );
}

/** Previous and next pages of the list, keeping its search and filters. */
export function ProductPages({
  query,
  page,
  pageCount,
  total,
}: {
  query: ProductListQuery;
  page: number;
  pageCount: number;
  total: number;
}) {
  return (
    <PageLinks
      total={total}
      noun={{ one: "product", many: "products" }}
      page={page}
      pageCount={pageCount}
      hrefFor={(target) => `${path}${productListSearch({ ...query, page: target })}`}
    />
  );
}
