import "server-only";
import type { RepricedCart } from "@/lib/domain/cart";
import { packsInStock, stockPerPack } from "@/lib/domain/cart";
import { effectiveWeight, packPrice, type Weight } from "@/lib/domain/pricing";
import type { LineInput } from "@/lib/domain/validation/cart";
import type { CatalogProduct } from "@/lib/domain/catalog";
import { listProductsByIds } from "./catalog";

export interface PricedLine {
  product: CatalogProduct;
  weight: Weight | null;
  quantity: number;
  unitPrice: number;
  originalPrice: number;
  /** Stock this line takes: kilograms for weight-selectable products, pieces otherwise. */
  stockTaken: number;
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
    const weight = effectiveWeight(product, line.weight);
    const { original, discounted } = packPrice(product, weight);
    priced.push({
      product,
      weight,
      quantity: line.quantity,
      unitPrice: discounted,
      originalPrice: original,
      stockTaken: stockPerPack(weight) * line.quantity,
    });
  }
  return { priced, missing };
}

/** The cart as the server prices it now, grouped by product in the order first seen, with the packs in stock. */
export async function repriceCart(lines: LineInput[]): Promise<RepricedCart> {
  const { priced, missing } = await priceLines(lines);
  const products = new Map<string, RepricedCart["products"][number]>();
  for (const line of priced) {
    const entry = products.get(line.product.id) ?? { product: line.product, items: [] };
    entry.items.push({
      weight: line.weight,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      originalPrice: line.originalPrice,
      available: packsInStock(line.product.stock, line.weight),
    });
    products.set(line.product.id, entry);
  }
  return { products: [...products.values()], missing: missing.map((line) => ({ id: line.id, weight: line.weight })) };
}
