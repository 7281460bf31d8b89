import "server-only";
import { legacyProductListJson } from "@/lib/contract/catalog";
import { keptDocument } from "../cache/kept-document";
import { catalogTag, listingsTag, stockTag } from "./cache-tags";
import { visibleProductPages } from "./products";

/**
 * The legacy all-product answer, every visible product in the default order (5.6 MB of JSON at
 * 10,000 products): read a page at a time, compressed as it is written, kept compressed until a
 * change expires what it shows (every product's stock and card).
 */
export const answerAllProduct = keptDocument({
  name: "all-product",
  tags: [catalogTag, listingsTag, stockTag],
  contentType: "application/json",
  text: () => legacyProductListJson(visibleProductPages()),
});
