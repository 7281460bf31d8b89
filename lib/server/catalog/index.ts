export { answerAllProduct } from "./all-product";
export {
  getVisibleProduct,
  listCategoryProducts,
  listProductsBelowPrice,
  listProducts,
  listProductsByIds,
  listRelatedProducts,
  listSitemapProducts,
  listVisibleOffers,
  visibleProductPages,
} from "./products";
export { searchCatalog, searchProducts } from "./search";
export { getVisibleCategory, listSlides, listVisibleCategories } from "./categories";
