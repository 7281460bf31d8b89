// Stock as orders move it: whatever sequence of orders placed, cancelled, re-opened, released after
// their hours, shipped, returned by the courier and deleted, each product's shelf is its start less what the orders still holding
// stock took, to the gram, and never below zero; and each refusal is the one a model of the shelf
// (in whole grams) predicts, with nothing written.
import fc from "fast-check";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { orderLimits } from "@/lib/domain/limits";
import { weightOptions, type Weight } from "@/lib/domain/pricing";
import { db } from "@/lib/server/db";
import { Prisma } from "@/lib/server/generated/prisma/client";
import type { Actor } from "@/lib/server/orders/history";
import { deleteOrder, releaseUnconfirmedOrder, updateOrderStatus } from "@/lib/server/orders/lifecycle";
import { recordReturn } from "@/lib/server/orders/parcels";
import { callRoute } from "../support/api";
import { createProduct } from "../support/fixtures";
import { checkoutBody } from "../support/orders";

// 30 seeded sequences in npm test; `npm run fuzz` runs 200.
const runs = Number(process.env.FUZZ_RUNS ?? 30);
const seed = Number(process.env.FUZZ_SEED ?? 20261122);
jest.setTimeout(Math.max(120_000, runs * 4_000));

const staff: Actor = { kind: "Admin", id: null, name: "Stock test" };

/** Grams a pack takes: a kilogram's thousandths, or a thousand for a piece. */
const packGrams = (weighed: boolean, weight: Weight) =>
  weighed ? Math.round(weightOptions.find((option) => option.value === weight)!.multiplier * 1000) : 1000;

interface Shelf {
  id: string;
  name: string;
  weighed: boolean;
  start: Prisma.Decimal;
}

interface ModelOrder {
  id: string;
  /** Grams taken of each product, by its place in the shelves. */
  grams: number[];
  /** The name the order's first line of each product snapshots. */
  names: string[];
  cancelled: boolean;
  /** Still awaiting its call with a release time: the clock may release it. */
  releasable: boolean;
  /** Handed to the courier (and not cancelled or re-opened since). */
  shipped: boolean;
  /** Its parcel came back, and it has not been re-opened since. */
  returned: boolean;
  deleted: boolean;
}

interface Model {
  shelves: Shelf[];
  /** What each shelf holds now, in grams. */
  grams: number[];
  orders: ModelOrder[];
}

type Real = Record<string, never>;

const liveOrders = (model: Readonly<Model>) => model.orders.filter((order) => !order.deleted);

/** The model's order that `pick` lands on among those not deleted. */
const pickOrder = (model: Model, pick: number) => {
  const live = liveOrders(model);
  return live[pick % live.length]!;
};

/** The first product, in id order (the order stock is taken in), whose shelf is short of `grams`. */
function firstShort(model: Model, grams: number[]): number | undefined {
  const ids = model.shelves.map((shelf, index) => ({ id: shelf.id, index })).sort((a, b) => (a.id < b.id ? -1 : 1));
  return ids.find(({ index }) => grams[index]! > model.grams[index]!)?.index;
}

/**
 * The shelves against the database: each stock is exactly its start less what the orders that are
 * not cancelled hold (summed by PostgreSQL), equals the model's, and is not negative.
 */
async function expectShelvesAddUp(model: Model) {
  const ids = model.shelves.map((shelf) => shelf.id);
  const [products, held] = await Promise.all([
    db.product.findMany({ where: { id: { in: ids } }, select: { id: true, stock: true } }),
    db.orderLine.groupBy({
      by: ["productId"],
      where: { productId: { in: ids }, order: { status: { not: "Cancelled" } } },
      _sum: { stockTaken: true },
    }),
  ]);
  const stockOf = new Map(products.map((product) => [product.id, product.stock]));
  const heldOf = new Map(held.map((row) => [row.productId, row._sum.stockTaken ?? new Prisma.Decimal(0)]));
  const actual = model.shelves.map((shelf) => {
    const stock = stockOf.get(shelf.id)!;
    return {
      stock: stock.toFixed(3),
      startLessHeld: shelf.start.minus(heldOf.get(shelf.id) ?? 0).toFixed(3),
      negative: stock.isNegative() && !stock.isZero(),
    };
  });
  const expected = model.grams.map((grams) => {
    const stock = new Prisma.Decimal(grams).div(1000).toFixed(3);
    return { stock, startLessHeld: stock, negative: false };
  });
  expect(actual).toEqual(expected);
}

interface Line {
  shelf: number;
  weight: Weight;
  quantity: number;
}

class Place implements fc.AsyncCommand<Model, Real> {
  constructor(readonly lines: Line[]) {}
  check = () => true;
  async run(model: Model) {
    const lines = this.lines.map((line) => ({ ...line, shelf: line.shelf % model.shelves.length }));
    const body = checkoutBody(
      lines.map((line) => {
        const shelf = model.shelves[line.shelf]!;
        return { id: shelf.id, quantity: line.quantity, ...(shelf.weighed ? { weight: line.weight } : {}) };
      }),
    );
    const grams = model.shelves.map(() => 0);
    for (const line of lines)
      grams[line.shelf]! += packGrams(model.shelves[line.shelf]!.weighed, line.weight) * line.quantity;
    const short = firstShort(model, grams);
    const response = await callRoute(createOrder, { body });
    if (short === undefined) {
      expect(response.json).toMatchObject({ success: true });
      const id = (response.json.order as { _id: string })._id;
      model.orders.push({
        id,
        grams,
        names: model.shelves.map((shelf) => shelf.name),
        cancelled: false,
        releasable: true,
        shipped: false,
        returned: false,
        deleted: false,
      });
      model.grams = model.grams.map((onShelf, index) => onShelf - grams[index]!);
    } else {
      const shelf = model.shelves[short]!;
      const first = lines.find((line) => line.shelf === short)!;
      const label = shelf.weighed ? ` (${first.weight})` : "";
      expect(response.json).toEqual({
        error: `Sorry, ${shelf.name}${label} is out of stock in the quantity you asked for.`,
      });
    }
    await expectShelvesAddUp(model);
  }
  toString = () => `place ${this.lines.map((line) => `#${line.shelf} ${line.quantity}×${line.weight}`).join(", ")}`;
}

class Cancel implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => liveOrders(model).length > 0;
  async run(model: Model) {
    const order = pickOrder(model, this.pick);
    await updateOrderStatus(order.id, "Cancelled", staff);
    if (!order.cancelled) model.grams = model.grams.map((onShelf, index) => onShelf + order.grams[index]!);
    order.cancelled = true;
    order.releasable = false;
    order.shipped = false;
    await expectShelvesAddUp(model);
  }
  toString = () => `cancel ${this.pick}`;
}

class Reopen implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly status: "NotProcessed" | "Processing",
  ) {}
  check = (model: Readonly<Model>) => liveOrders(model).some((order) => order.cancelled);
  async run(model: Model) {
    const cancelled = liveOrders(model).filter((order) => order.cancelled);
    const order = cancelled[this.pick % cancelled.length]!;
    const short = firstShort(model, order.grams);
    const reopening = updateOrderStatus(order.id, this.status, staff);
    if (short === undefined) {
      await reopening;
      model.grams = model.grams.map((onShelf, index) => onShelf - order.grams[index]!);
      order.cancelled = false;
      order.returned = false;
    } else {
      await expect(reopening).rejects.toThrow(`Not enough stock of ${order.names[short]} to re-open this order.`);
    }
    await expectShelvesAddUp(model);
  }
  toString = () => `re-open ${this.pick} as ${this.status}`;
}

class Release implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => liveOrders(model).length > 0;
  async run(model: Model) {
    const order = pickOrder(model, this.pick);
    const later = new Date(Date.now() + orderLimits.releaseAfterMs + 60_000);
    expect(await releaseUnconfirmedOrder(order.id, later)).toBe(order.releasable);
    if (order.releasable) {
      model.grams = model.grams.map((onShelf, index) => onShelf + order.grams[index]!);
      order.cancelled = true;
      order.releasable = false;
    }
    await expectShelvesAddUp(model);
  }
  toString = () => `release ${this.pick}`;
}

class Ship implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => liveOrders(model).some((order) => !order.cancelled);
  async run(model: Model) {
    const open = liveOrders(model).filter((order) => !order.cancelled);
    const order = open[this.pick % open.length]!;
    await updateOrderStatus(order.id, "Shipped", staff);
    order.shipped = true;
    // A shipped order no longer awaits its call: the clock never releases it.
    order.releasable = false;
    await expectShelvesAddUp(model);
  }
  toString = () => `ship ${this.pick}`;
}

/** The courier brings the parcel back: its stock returns once, and only for a parcel that is shipped. */
class Return implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => liveOrders(model).length > 0;
  async run(model: Model) {
    const order = pickOrder(model, this.pick);
    const returning = recordReturn(order.id, "RefusedAtDoor", staff);
    if (order.returned) await expect(returning).rejects.toThrow("This parcel's return is already recorded.");
    else if (!order.shipped)
      await expect(returning).rejects.toThrow("Only a shipped parcel can be recorded as returned.");
    else {
      await returning;
      model.grams = model.grams.map((onShelf, index) => onShelf + order.grams[index]!);
      order.cancelled = true;
      order.shipped = false;
      order.returned = true;
    }
    await expectShelvesAddUp(model);
  }
  toString = () => `return ${this.pick}`;
}

class Delete implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => liveOrders(model).length > 0;
  async run(model: Model) {
    const order = pickOrder(model, this.pick);
    await deleteOrder(order.id);
    if (!order.cancelled) model.grams = model.grams.map((onShelf, index) => onShelf + order.grams[index]!);
    order.deleted = true;
    await expectShelvesAddUp(model);
  }
  toString = () => `delete ${this.pick}`;
}

const weight = fc.constantFrom(...weightOptions.map((option) => option.value));
// Three lines of at most three 1 kg packs stay within what one online order may take of a product.
const line = fc.record({ shelf: fc.nat(), weight, quantity: fc.integer({ min: 1, max: 3 }) });
const place = fc.array(line, { minLength: 1, maxLength: 3 }).map((lines) => new Place(lines));
// Placing comes up as often as the rest together: the others need an order to act on.
const commands = fc.commands(
  [
    place,
    place,
    place,
    place,
    fc.nat().map((pick) => new Cancel(pick)),
    fc
      .tuple(fc.nat(), fc.constantFrom("NotProcessed" as const, "Processing" as const))
      .map(([pick, status]) => new Reopen(pick, status)),
    fc.nat().map((pick) => new Release(pick)),
    fc.nat().map((pick) => new Ship(pick)),
    fc.nat().map((pick) => new Return(pick)),
    fc.nat().map((pick) => new Delete(pick)),
  ],
  { maxCommands: 12, size: "max" },
);

// Shelves of up to 12 kg to the gram (3.217 kg), or up to 15 pieces: small enough to run out.
const shelves = fc.array(
  fc.oneof(
    fc.record({ weighed: fc.constant(true), grams: fc.integer({ min: 0, max: 12_000 }) }),
    fc.record({ weighed: fc.constant(false), grams: fc.integer({ min: 0, max: 15 }).map((pieces) => pieces * 1000) }),
  ),
  { minLength: 1, maxLength: 3 },
);

describe("stock under any sequence of orders", () => {
  it("is the start less what open orders hold, to the gram, and never below zero", async () => {
    await fc.assert(
      fc.asyncProperty(shelves, commands, async (given, sequence) => {
        const created = await Promise.all(
          given.map(({ weighed, grams }) =>
            createProduct({ price: 1000, hasWeightSelection: weighed, stock: new Prisma.Decimal(grams).div(1000) }),
          ),
        );
        const model: Model = {
          shelves: created.map((product) => ({
            id: product.id,
            name: product.name,
            weighed: product.hasWeightSelection,
            start: product.stock,
          })),
          grams: given.map(({ grams }) => grams),
          orders: [],
        };
        await fc.asyncModelRun(() => ({ model, real: {} }), sequence);
      }),
      { numRuns: runs, seed },
    );
  });
});
