// The admin's products list as its address describes it: search, filters, sort and page, read from
// the query string (anything unknown falls back to the default, never an error).
import { z } from "zod";
import { catalogStatuses } from "../catalog";

/** A product at or under this much stock (kg, or pieces) is low. */
export const lowStockThreshold = 5;
export const productsPerPage = 50;

export const productSorts = {
  updated: "Recently updated",
  name: "Name",
  price: "Price",
  stock: "Stock",
  featured: "Featured order",
} as const;
export type ProductSort = keyof typeof productSorts;

export const stockFilters = { in: "In stock", low: "Low stock", out: "Out of stock" } as const;
export type StockFilter = keyof typeof stockFilters;

const optionalOf = <T extends string>(values: readonly [T, ...T[]]) => z.enum(values).optional().catch(undefined);

export const productListQuerySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  /** A category id, or "none" for products without one. */
  category: z.string().trim().max(64).optional().catch(undefined),
  status: optionalOf(catalogStatuses),
  stock: optionalOf(Object.keys(stockFilters) as [StockFilter, ...StockFilter[]]),
  offer: optionalOf(["yes"]),
  sort: z
    .enum(Object.keys(productSorts) as [ProductSort, ...ProductSort[]])
    .catch("updated")
    .default("updated"),
  dir: z.enum(["asc", "desc"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export function productListSearch(query: Partial<ProductListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (
      value === undefined ||
      value === "" ||
      (key === "sort" && value === "updated") ||
      (key === "page" && value === 1)
    )
      continue;
    params.set(key, String(value));
  }
  return params.size ? `?${params}` : "";
}

export const productBulkActions = {
  enable: { label: "Enable", done: "enabled" },
  disable: { label: "Disable", done: "disabled" },
  delete: { label: "Delete", done: "deleted" },
} as const;
export type ProductBulkAction = keyof typeof productBulkActions;

export const productBulkActionSchema = z.object({
  action: z.enum(Object.keys(productBulkActions) as [ProductBulkAction, ...ProductBulkAction[]], {
    error: "Choose enable, disable or delete",
  }),
  ids: z
    .array(z.string().trim().min(1).max(64), { error: "Please select at least one product" })
    .min(1, "Please select at least one product")
    .max(productsPerPage, `Please select at most ${productsPerPage} products`),
});
