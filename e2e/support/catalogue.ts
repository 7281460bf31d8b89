import type { APIRequestContext } from "@playwright/test";
import type { LegacyProduct } from "../../lib/contract/catalog";

/** Every product the shop shows, through the legacy all-product call. */
export async function catalogue(request: APIRequestContext): Promise<LegacyProduct[]> {
  const response = await request.get("/api/product/all-product");
  return ((await response.json()) as { Products: LegacyProduct[] }).Products;
}
