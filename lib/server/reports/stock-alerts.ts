import "server-only";
import type { StockAlert } from "@/lib/domain/reports";
import { lowStockThreshold } from "@/lib/domain/validation/admin-product-list";
import { stockFilterWhere } from "../catalog/admin-products";
import { db } from "../db";

/** Counted by the products list's own filters, so the numbers match the lists they link to. */
export async function listStockAlerts(take = 10): Promise<{ products: StockAlert[]; out: number; low: number }> {
  const [rows, out, low] = await Promise.all([
    db.product.findMany({
      // Out of stock or low, as one range of the stock index.
      where: { stock: { lte: lowStockThreshold } },
      orderBy: [{ stock: "asc" }, { name: "asc" }],
      take,
      select: { id: true, name: true, stock: true, hasWeightSelection: true },
    }),
    db.product.count({ where: stockFilterWhere.out }),
    db.product.count({ where: stockFilterWhere.low }),
  ]);
  return {
    products: rows.map((row) => ({
      id: row.id,
      name: row.name,
      stock: row.stock.toNumber(),
      byWeight: row.hasWeightSelection,
    })),
    out,
    low,
  };
}
