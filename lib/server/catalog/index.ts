export { listVisibleProducts, listProductPage } from "./products";
export { toLegacyProduct } from "./legacy";
export type { CatalogProduct } from "./types";
