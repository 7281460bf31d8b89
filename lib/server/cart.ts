import "server-only";
import { packsInStock, type RepricedCart } from "@/lib/domain/cart";
import { priceLine } from "@/lib/domain/pricing";
import type { LineInput } from "@/lib/domain/validation/cart";
import { listProductsByIds } from "./catalog";

/** Lines whose product is gone or hidden come back in `missing`; the client's prices are never read. */
export async function repriceCart(lines: LineInput[]): Promise<RepricedCart> {
  const found = await listProductsByIds([...new Set(lines.map((line) => line.id))]);
  const byId = new Map(found.map((product) => [product.id, product]));
  const products = new Map<string, RepricedCart["products"][number]>();
  const missing: RepricedCart["missing"] = [];
  for (const line of lines) {
    const product = byId.get(line.id);
    if (!product) {
      missing.push({ id: line.id, weight: line.weight });
      continue;
    }
    const { weight, price, originalPrice } = priceLine(product, line.weight);
    const entry = products.get(product.id) ?? { product, items: [] };
    entry.items.push({
      weight,
      quantity: line.quantity,
      price,
      originalPrice,
      available: packsInStock(product.stock, weight),
    });
    products.set(product.id, entry);
  }
  return { products: [...products.values()], missing };
}
