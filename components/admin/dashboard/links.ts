// Where the dashboard's stock figures lead: the products list, filtered by its address.
import { productListSearch, type ProductListQuery } from "@/lib/domain/validation/admin-product-list";

export const productsListHref = (query: Partial<ProductListQuery>) =>
  `/admin/dashboard/products${productListSearch(query)}`;

/**
 * The products list has no page per product: a product is found there by its name, with its Edit
 * button (the search takes 100 characters at most; a longer name is found by its start).
 */
export const productHref = (name: string) => productsListHref({ q: name.slice(0, 100) });
