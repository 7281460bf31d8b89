export {
  getVisibleProduct,
  listAllVisibleProducts,
  listCategoryProducts,
  listProductsBelowPrice,
  listProducts,
  listProductsByIds,
  listRelatedProducts,
  listSitemapProducts,
} from "./products";
export { searchCatalog, searchProducts } from "./search";
export { getVisibleCategory, listSlides, listVisibleCategories } from "./categories";
