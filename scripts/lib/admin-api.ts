// What the scripts do as the shop's admin through the REST contract (test:cluster, bench:resilience):
// sign in for a bearer token, and change a product with the edit-product form as it is.
import type { LegacyProduct } from "../../lib/contract/catalog";
import { formatRupees, packPrice } from "../../lib/domain/pricing";

/** The bearer token /api/signin gives the account; throws with the answer when it gives none. */
export async function signInToken(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const text = await response.text();
  const token = response.status === 200 ? (JSON.parse(text) as { token?: string }).token : undefined;
  if (!token) throw new Error(`Signing ${email} in at ${base} failed: ${response.status} ${text.slice(0, 200)}`);
  return token;
}

/** The edit-product form of a product as it is, with `changes`. */
export function productForm(product: LegacyProduct, changes: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields = {
    pId: product._id,
    pName: product.pName,
    pDescription: product.pDescription,
    pPrice: String(product.pPrice),
    pQuantity: String(product.pQuantity),
    pOffer: String(product.pOffer),
    pStatus: product.pStatus,
    pCategory: product.pCategory?._id ?? "",
    hasWeightSelection: String(product.hasWeightSelection),
    featuredOrder: product.featuredOrder === null ? "" : String(product.featuredOrder),
    ...changes,
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

/** The price a product page shows first (the smallest pack, after the offer). */
export const shownPrice = (price: number, offer: number, hasWeightSelection: boolean) =>
  formatRupees(packPrice({ price, offer, hasWeightSelection }, undefined).discounted);
