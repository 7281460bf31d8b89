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
