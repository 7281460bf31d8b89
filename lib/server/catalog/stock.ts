import "server-only";
import { stockPerPack, type Weight } from "@/lib/domain/pricing";
import { Prisma } from "../generated/prisma/client";
import { stockChange, type CatalogChange } from "./changes";

// The only code that moves stock. Amounts are Prisma.Decimal to the thousandth, as the column keeps
// them (grams, or thousandths of a piece). A move runs in its caller's transaction and locks its
// rows in one order (ids as JavaScript sorts them, COLLATE "C" in SQL) so two moves never deadlock;
// it answers what shoppers see change (./changes.ts), for the caller to expire once committed.

type Tx = Prisma.TransactionClient;
type Decimal = Prisma.Decimal;

const zero = new Prisma.Decimal(0);

/** Some stock of a product; a line whose product was deleted (no id) has none to move. */
export interface StockAmount {
  productId: string | null;
  amount: Decimal;
}

export function lineStock(weight: Weight | null, quantity: number): Decimal {
  return new Prisma.Decimal(stockPerPack(weight)).times(quantity);
}

/** Sorted as lockShelves locks the rows. */
export function totalsByProduct(amounts: readonly StockAmount[]): [string, Decimal][] {
  const totals = new Map<string, Decimal>();
  for (const { productId, amount } of amounts)
    if (productId) totals.set(productId, (totals.get(productId) ?? zero).plus(amount));
  return [...totals].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

interface Shelf {
  id: string;
  stock: Decimal;
  categoryId: string | null;
}

/** A product deleted meanwhile has no shelf. */
async function lockShelves(tx: Tx, ids: string[]): Promise<Map<string, Shelf>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.$queryRaw<{ id: string; stock: string; categoryId: string | null }[]>`
    SELECT "id", "stock"::text AS "stock", "categoryId" FROM "Product"
    WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" COLLATE "C" FOR UPDATE`;
  return new Map(rows.map((row) => [row.id, { ...row, stock: new Prisma.Decimal(row.stock) }]));
}

/** The change names the categories of products that sold out or came back (a card shows 'Out of stock'). */
async function writeShelves(tx: Tx, moves: { shelf: Shelf; after: Decimal }[]): Promise<CatalogChange> {
  if (moves.length === 0) return {};
  await tx.$executeRaw`
    UPDATE "Product" AS p SET "stock" = u.stock, "updatedAt" = now()
    FROM unnest(${moves.map(({ shelf }) => shelf.id)}::text[], ${moves.map(({ after }) => after.toFixed(3))}::numeric[])
      AS u(id, stock)
    WHERE p."id" = u.id`;
  const crossed = moves.filter(({ shelf, after }) => shelf.stock.greaterThan(0) !== after.greaterThan(0));
  return stockChange(
    moves.map(({ shelf }) => shelf.id),
    crossed.map(({ shelf }) => shelf.categoryId),
  );
}

export interface Take {
  productId: string;
  wanted: Decimal;
  /** Zero for a product deleted meanwhile. */
  stock: Decimal;
  enough: boolean;
}

/**
 * All or nothing: `refusal` must answer an error when a shelf does not hold enough; it is thrown,
 * so the caller's transaction writes nothing.
 */
export async function takeStock(
  tx: Tx,
  amounts: readonly StockAmount[],
  refusal: (take: Take) => Error | null,
): Promise<CatalogChange> {
  const totals = totalsByProduct(amounts);
  const shelves = await lockShelves(
    tx,
    totals.map(([id]) => id),
  );
  const moves = totals.map(([productId, wanted]) => {
    const shelf = shelves.get(productId);
    const stock = shelf?.stock ?? zero;
    const enough = shelf !== undefined && wanted.lessThanOrEqualTo(stock);
    const error = refusal({ productId, wanted, stock, enough });
    if (error) throw error;
    if (!shelf || !enough) throw new Error(`Taking ${wanted.toString()} of ${productId} would leave less than none.`);
    return { shelf, after: stock.minus(wanted) };
  });
  return writeShelves(tx, moves);
}

/** A product deleted since has no shelf to take its amount back. */
export async function returnStock(tx: Tx, amounts: readonly StockAmount[]): Promise<CatalogChange> {
  const totals = totalsByProduct(amounts);
  const shelves = await lockShelves(
    tx,
    totals.map(([id]) => id),
  );
  return writeShelves(
    tx,
    totals.flatMap(([productId, amount]) => {
      const shelf = shelves.get(productId);
      return shelf ? [{ shelf, after: shelf.stock.plus(amount) }] : [];
    }),
  );
}

/** A stock moved by a signed change, never below zero (orders may have taken more than it removes). */
export function stockAfterChange(stock: Decimal, change: Decimal): Decimal {
  return Prisma.Decimal.max(zero, stock.plus(change));
}

export interface StockChangeCheck {
  productId: string;
  change: Decimal;
  stock: Decimal;
  after: Decimal;
}

/**
 * A re-imported export's edit, applied as a signed change so orders placed since the export still
 * count. An error `refusal` answers is thrown before anything is written.
 */
export async function changeStock(
  tx: Tx,
  changes: readonly { productId: string; change: Decimal }[],
  refusal: (checks: StockChangeCheck[]) => Error | null,
): Promise<CatalogChange> {
  const totals = totalsByProduct(changes.map(({ productId, change }) => ({ productId, amount: change })));
  const shelves = await lockShelves(
    tx,
    totals.map(([id]) => id),
  );
  const moves = totals.flatMap(([productId, change]) => {
    const shelf = shelves.get(productId);
    return shelf ? [{ shelf, change, after: stockAfterChange(shelf.stock, change) }] : [];
  });
  const error = refusal(
    moves.map(({ shelf, change, after }) => ({ productId: shelf.id, change, stock: shelf.stock, after })),
  );
  if (error) throw error;
  return writeShelves(tx, moves);
}
