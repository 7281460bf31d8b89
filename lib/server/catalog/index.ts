export {
  allProductsJson,
  getVisibleProduct,
  listCategoryProducts,
  listProducts,
  listProductsByIds,
  listRelatedProducts,
  listSitemapProducts,
  searchProducts,
} from "./products";
export { getVisibleCategory, listSlides, listVisibleCategories } from "./categories";
export { toLegacyCategory, toLegacyProduct, toLegacySlide } from "./legacy";
export type { CatalogCategory, CatalogProduct, CatalogSlide, ProductDetail, SearchResult } from "./types";
