export {
  getVisibleProduct,
  listAllVisibleProducts,
  listCategoryProducts,
  listProductsBelowPrice,
  listProducts,
  listProductsByIds,
  listRelatedProducts,
  listSitemapProducts,
  listVisibleOffers,
} from "./products";
export { searchCatalog, searchProducts } from "./search";
export { getVisibleCategory, listSlides, listVisibleCategories } from "./categories";
