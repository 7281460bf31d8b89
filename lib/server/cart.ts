import "server-only";
import { priceLine, type LinePrice } from "@/lib/domain/pricing";
import type { LineInput } from "@/lib/domain/validation/cart";
import { listProductsByIds, type CatalogProduct } from "./catalog";

export interface PricedLine extends LinePrice {
  product: CatalogProduct;
  quantity: number;
}

/**
 * Prices lines from the catalogue with the shared rules. Lines whose product is gone or hidden are
 * returned in `missing`; the client's prices are never read.
 */
export async function priceLines(lines: LineInput[]): Promise<{ priced: PricedLine[]; missing: LineInput[] }> {
  const products = await listProductsByIds([...new Set(lines.map((line) => line.id))]);
  const byId = new Map(products.map((product) => [product.id, product]));
  const priced: PricedLine[] = [];
  const missing: LineInput[] = [];
  for (const line of lines) {
    const product = byId.get(line.id);
    if (!product) {
      missing.push(line);
      continue;
    }
    priced.push({ product, quantity: line.quantity, ...priceLine(product, line.weight, line.quantity) });
  }
  return { priced, missing };
}
