import { POST as cartProduct } from "@/app/api/product/cart-product/route";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { POST as applyPromo } from "@/app/api/promos/apply/route";
import { db } from "@/lib/server/db";
import { callRoute } from "../support/api";
import { bearerFor, createProduct, createPromo, createUser, tableCounts } from "../support/fixtures";
import { checkoutBody } from "../support/orders";

jest.setTimeout(60_000);

describe("POST /api/order/create-order", () => {
  it("prices every line on the server and ignores client totals", async () => {
    const almonds = await createProduct({ price: 2850, offer: 15, stock: 5 });
    const box = await createProduct({ price: 2400, offer: 0, stock: 3, hasWeightSelection: false });
    const response = await callRoute(createOrder, {
      body: checkoutBody(
        [
          { id: almonds.id, weight: "500g", quantitiy: 2 },
          { id: box.id, quantity: 1 },
        ],
        {
          amount: 1,
          orderBreakdown: { subtotal: 1, deliveryCharges: 0, promoCodeDiscount: 0, finalTotal: 1 },
          discountApplied: 999,
        },
      ),
    });
    expect(response.status).toBe(200);
    // 500 g of Rs. 2,850/kg is Rs. 1,425; 15% off is Rs. 1,211 (1211.25); two of them 2,422; plus the box 2,400.
    expect(response.json.order).toMatchObject({
      amount: 4822 + 249,
      orderBreakdown: { subtotal: 4822, deliveryCharges: 249, promoCodeDiscount: 0, finalTotal: 5071 },
    });
    const stored = await db.order.findFirstOrThrow({
      where: { transactionId: (response.json.order as { transactionId: string }).transactionId },
      include: { lines: true },
    });
    expect(stored).toMatchObject({ subtotal: 4822, total: 5071, isGuest: true, userId: null, status: "NotProcessed" });
    expect(
      stored.lines.map((line) => [
        line.weight,
        line.quantity,
        line.unitPrice,
        line.originalPrice,
        line.stockTaken.toNumber(),
      ]),
    ).toEqual([
      ["500g", 2, 1211, 1425, 1],
      [null, 1, 2400, 2400, 1],
    ]);
    expect((await db.product.findUniqueOrThrow({ where: { id: almonds.id } })).stock.toNumber()).toBe(4);
    expect((await db.product.findUniqueOrThrow({ where: { id: box.id } })).stock.toNumber()).toBe(2);
  });

  it("gives free delivery from Rs. 5,000 and records a signed-in customer's order", async () => {
    const user = await createUser();
    const product = await createProduct({ price: 5000, stock: 10 });
    const response = await callRoute(createOrder, {
      body: checkoutBody([{ id: product.id, weight: "1kg", quantity: 1 }], { user: user.id }),
      headers: await bearerFor(user.id),
    });
    expect(response.json.order).toMatchObject({
      orderBreakdown: { subtotal: 5000, deliveryCharges: 0, finalTotal: 5000 },
    });
    expect(await db.order.count({ where: { userId: user.id, isGuest: false } })).toBe(1);
  });

  it("refuses bad payloads with a clear message and writes nothing", async () => {
    const product = await createProduct({ stock: 1 });
    const other = await createUser();
    const cases: [unknown, number, string][] = [
      [checkoutBody([]), 200, "Your cart is empty"],
      [checkoutBody([{ id: product.id, quantity: 0 }]), 200, "Quantity must be at least 1"],
      [checkoutBody([{ id: product.id, quantity: 51 }]), 200, "Quantity cannot be more than 50"],
      [checkoutBody([{ id: product.id, weight: "2kg" }]), 200, ""],
      [checkoutBody([{ id: product.id }], { phone: "123" }), 200, "Please enter a valid phone number"],
      [checkoutBody([{ id: product.id }], { customerInfo: { fullName: "" } }), 200, "Full name is required"],
      [checkoutBody([{ id: product.id }], { city: "" }), 200, "City is required"],
      [checkoutBody([{ id: product.id }], { address: "" }), 200, "Shipping address is required"],
      [
        checkoutBody([{ id: product.id }], { customerInfo: { fullName: "A", email: "nope" } }),
        200,
        "Please enter a valid email address",
      ],
      [
        checkoutBody([{ id: "missing-product" }]),
        200,
        "A product in your cart is no longer available. Please review your cart.",
      ],
      [checkoutBody([{ id: product.id, weight: "500g", quantity: 3 }]), 200, "is out of stock"],
      [checkoutBody([{ id: product.id }], { promoCode: "NO-SUCH-CODE" }), 200, "Invalid promo code"],
      [checkoutBody([{ id: product.id }], { user: other.id }), 403, ""],
    ];
    const before = await tableCounts();
    for (const [body, status, message] of cases) {
      const response = await callRoute(createOrder, { body });
      expect(response.status).toBe(status);
      expect(typeof response.json.error).toBe("string");
      expect(response.json.error as string).toContain(message);
    }
    for (const raw of ["not json", "[]", "null"])
      expect((await callRoute(createOrder, { rawBody: raw, method: "POST" })).status).toBe(400);
    expect(await tableCounts()).toEqual(before);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock.toNumber()).toBe(1);
  });

  it("is idempotent on the transaction id", async () => {
    const product = await createProduct({ stock: 10 });
    const body = checkoutBody([{ id: product.id, quantity: 2 }]);
    const [first, second] = await Promise.all([callRoute(createOrder, { body }), callRoute(createOrder, { body })]);
    const third = await callRoute(createOrder, { body });
    const ids = [first, second, third].map((response) => (response.json.order as { _id: string })._id);
    expect(new Set(ids).size).toBe(1);
    expect(await db.order.count({ where: { transactionId: body.transactionId } })).toBe(1);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock.toNumber()).toBe(9.5);
    const intruder = await callRoute(createOrder, { body: { ...body, phone: "0311-7654321" } });
    expect(intruder.status).toBe(409);
  });

  it("refuses a replayed transaction id with another cart (same phone) with 409 and no order details", async () => {
    const [product, other] = [await createProduct({ stock: 10 }), await createProduct({ stock: 10 })];
    const body = checkoutBody([{ id: product.id, quantity: 2 }]);
    expect((await callRoute(createOrder, { body })).json.success).toBe(true);
    const before = await tableCounts();
    for (const replay of [
      checkoutBody([{ id: other.id, quantity: 1 }]),
      checkoutBody([{ id: product.id, quantity: 3 }]),
      { ...checkoutBody([{ id: product.id, quantity: 2 }]), promoCode: "SAVE10" },
    ]) {
      const response = await callRoute(createOrder, { body: { ...replay, transactionId: body.transactionId } });
      expect(response.status).toBe(409);
      expect(response.json).toEqual({ error: "This transaction id has already been used." });
    }
    expect(await tableCounts()).toEqual(before);
    expect((await db.product.findUniqueOrThrow({ where: { id: other.id } })).stock.toNumber()).toBe(10);
  });
});

describe("POST /api/promos/apply", () => {
  it("quotes a code case-insensitively and explains refusals", async () => {
    const percent = await createPromo({ discountValue: 10 });
    const fixed = await createPromo({ discountType: "amount", discountValue: 500 });
    const inactive = await createPromo({ isActive: false });
    const expired = await createPromo({ expiryDate: new Date(Date.now() - 1000) });
    const usedUp = await createPromo({ usageLimit: 2, currentUsage: 2 });
    expect(
      (await callRoute(applyPromo, { body: { code: percent.code.toLowerCase(), totalAmount: 4567 } })).json,
    ).toEqual({
      success: true,
      message: "Promo code applied successfully",
      promoCode: { code: percent.code, discountType: "percentage", discountValue: 10 },
      discountApplied: 457,
    });
    expect((await callRoute(applyPromo, { body: { code: fixed.code, totalAmount: 300 } })).json).toMatchObject({
      success: true,
      discountApplied: 300,
    });
    for (const [code, message] of [
      ["nothing-like-it", "Invalid promo code"],
      [inactive.code, "This promo code is not active"],
      [expired.code, "This promo code has expired"],
      [usedUp.code, "This promo code has reached its usage limit"],
      ["", "Please enter a promo code"],
    ]) {
      const response = await callRoute(applyPromo, { body: { code, totalAmount: 1000 } });
      expect(response.status).toBe(200);
      expect(response.json.error ?? response.json.message).toBe(message);
    }
    expect((await db.promoCode.findUniqueOrThrow({ where: { id: percent.id } })).currentUsage).toBe(0);
  });
});

describe("POST /api/product/cart-product", () => {
  it("answers server prices, what the stock allows, and drops missing products", async () => {
    const product = await createProduct({ price: 2000, offer: 10, stock: 0.6 });
    const response = await callRoute(cartProduct, {
      body: {
        cart: [
          { id: product.id, weight: "250g", quantity: 5, price: 1 },
          { id: product.id, weight: "1kg", quantity: 1 },
          { id: "gone", quantity: 1 },
        ],
      },
    });
    const [entry] = response.json.Products as {
      _id: string;
      cartItems: { weight: string; price: number; originalPrice: number; available: number; subtotal: string }[];
      totalPrice: number;
    }[];
    expect(entry?.cartItems).toEqual([
      { weight: "250g", quantity: 5, price: 450, originalPrice: 500, available: 2, subtotal: "2250.00" },
      { weight: "1kg", quantity: 1, price: 1800, originalPrice: 2000, available: 0, subtotal: "1800.00" },
    ]);
    expect(response.json.missing).toEqual([{ id: "gone", weight: "" }]);
    expect((await callRoute(cartProduct, { body: { cart: "nope" } })).status).toBe(400);
  });
});
