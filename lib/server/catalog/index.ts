export {
  getVisibleProduct,
  listAllVisibleProducts,
  listCategoryProducts,
  listProductsBelowPrice,
  listProducts,
  listProductsByIds,
  listRelatedProducts,
  listSitemapProducts,
  searchProducts,
} from "./products";
export { getVisibleCategory, listSlides, listVisibleCategories } from "./categories";
