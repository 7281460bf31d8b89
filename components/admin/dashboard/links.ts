// Where the dashboard's figures lead: the products and orders lists, filtered by their addresses.
import { orderStatusLabel, type OrderStatus } from "@/lib/domain/orders";
import { productListSearch, type ProductListQuery } from "@/lib/domain/validation/admin-product-list";

export const productsListHref = (query: Partial<ProductListQuery>) =>
  `/admin/dashboard/products${productListSearch(query)}`;

/**
 * The products list has no page per product: a product is found there by its name, with its Edit
 * button (the search takes 100 characters at most; a longer name is found by its start).
 */
export const productHref = (name: string) => productsListHref({ q: name.slice(0, 100) });

export const ordersListHref = (status: OrderStatus) =>
  `/admin/dashboard/orders?${new URLSearchParams({ status: orderStatusLabel[status] })}`;
