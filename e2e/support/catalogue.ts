import type { APIRequestContext } from "@playwright/test";
import type { LegacyProduct } from "../../lib/contract/catalog";

/** Every product the shop shows, through the legacy all-product call. */
export async function catalogue(request: APIRequestContext): Promise<LegacyProduct[]> {
  const response = await request.get("/api/product/all-product");
  return ((await response.json()) as { Products: LegacyProduct[] }).Products;
}

/** The shown product of that name from the demo catalogue (prisma/seed/catalogue.ts). */
export async function productNamed(request: APIRequestContext, name: string): Promise<LegacyProduct> {
  const product = (await catalogue(request)).find((entry) => entry.pName === name);
  if (!product) throw new Error(`The shop shows no product named ${name}`);
  return product;
}
