export {
  getVisibleProduct,
  listAllVisibleProducts,
  listCategoryProducts,
  listProductsBelowPrice,
  listProducts,
  listProductsByIds,
  listRelatedProducts,
  listVisibleOffers,
} from "./products";
export { searchCatalog, searchProducts } from "./search";
export { getSitemapLayout, listSitemapProducts } from "./sitemap";
export { getVisibleCategory, listSlides, listVisibleCategories } from "./categories";
