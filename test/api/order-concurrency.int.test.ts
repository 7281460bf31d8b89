// Bursts of simultaneous checkouts, each scenario repeated (CONCURRENCY_ROUNDS, 20 by default) so a
// race that loses one time in ten shows up: every buyer gets a clean answer, never an error, and
// the stock, the promo uses and the orders always add up.
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { db } from "@/lib/server/db";
import { callRoute, type RouteResponse } from "../support/api";
import { createProduct, createPromo } from "../support/fixtures";
import { checkoutBody } from "../support/orders";

jest.setTimeout(300_000);

const rounds = Array.from({ length: Number(process.env.CONCURRENCY_ROUNDS ?? 20) }, (_, index) => index + 1);

const order = (productId: string, extra: Record<string, unknown> = {}) =>
  checkoutBody([{ id: productId, quantity: 1 }], extra);

function burst(count: number, body: () => Record<string, unknown>): Promise<RouteResponse[]> {
  return Promise.all(Array.from({ length: count }, () => callRoute(createOrder, { body: body() })));
}

const placed = (responses: RouteResponse[]) => responses.filter((response) => response.json.success === true);

describe("concurrent checkouts", () => {
  it.each(rounds)(
    "50 buyers for the last unit: one order, stock 0, the rest told it is out of stock (round %i)",
    async () => {
      const product = await createProduct({ stock: 1, hasWeightSelection: false });
      const responses = await burst(50, () => order(product.id));
      expect(responses.every((response) => response.status === 200)).toBe(true);
      expect(placed(responses)).toHaveLength(1);
      const outOfStock = `Sorry, ${product.name} is out of stock in the quantity you asked for.`;
      expect(responses.filter((response) => response.json.error === outOfStock)).toHaveLength(49);
      expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock.toNumber()).toBe(0);
      expect(await db.orderLine.count({ where: { productId: product.id } })).toBe(1);
    },
  );

  it.each(rounds)("50 checkouts with a promo limited to 5: exactly 5 use it (round %i)", async () => {
    const product = await createProduct({ stock: 100, price: 4000, hasWeightSelection: false });
    const promo = await createPromo({ usageLimit: 5 });
    const responses = await burst(50, () => order(product.id, { promoCode: promo.code }));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(placed(responses)).toHaveLength(5);
    expect(
      responses.filter((response) => response.json.error === "This promo code has reached its usage limit"),
    ).toHaveLength(45);
    expect((await db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).currentUsage).toBe(5);
    expect(await db.order.count({ where: { promoCodeId: promo.id } })).toBe(5);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock.toNumber()).toBe(95);
  });

  it.each(rounds)(
    "the same transaction id 10 times at once: one order, every caller told about it (round %i)",
    async () => {
      const product = await createProduct({ stock: 10, hasWeightSelection: false });
      const body = order(product.id);
      const responses = await burst(10, () => body);
      expect(responses.every((response) => response.status === 200 && response.json.success === true)).toBe(true);
      expect(new Set(responses.map((response) => (response.json.order as { _id: string })._id)).size).toBe(1);
      expect(await db.order.count({ where: { transactionId: body.transactionId } })).toBe(1);
      expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock.toNumber()).toBe(9);
    },
  );
});
