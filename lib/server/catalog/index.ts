export { answerAllProduct } from "./all-product";
export {
  getVisibleProduct,
  listCategoryProducts,
  listProductsBelowPrice,
  listProducts,
  listProductsByIds,
  listRelatedProducts,
  listVisibleOffers,
  visibleProductPages,
} from "./products";
export { searchCatalog, searchProducts } from "./search";
export { getSitemapLayout, listSitemapProducts } from "./sitemap";
export { getVisibleCategory, listSlides, listVisibleCategories } from "./categories";
