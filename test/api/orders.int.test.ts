import { POST as cartProduct } from "@/app/api/product/cart-product/route";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { POST as applyPromo } from "@/app/api/promos/apply/route";
import { db } from "@/lib/server/db";
import { callRoute, expectRefusal } from "../support/api";
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

  describe("refusals", () => {
    let product: { id: string };
    let other: { id: string };
    beforeAll(async () => {
      product = await createProduct({ name: "Refused Walnuts", stock: 1 });
      other = await createUser();
    });
    afterEach(async () => {
      expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock.toNumber()).toBe(1);
    });

    it.each<{ name: string; body: () => unknown; status: number; error: string }>([
      { name: "an empty cart", body: () => checkoutBody([]), status: 200, error: "Your cart is empty" },
      {
        name: "a quantity of 0",
        body: () => checkoutBody([{ id: product.id, quantity: 0 }]),
        status: 200,
        error: "Quantity must be at least 1",
      },
      {
        name: "a quantity of 51",
        body: () => checkoutBody([{ id: product.id, quantity: 51 }]),
        status: 200,
        error: "Quantity cannot be more than 50",
      },
      {
        name: "a weight the shop does not sell",
        body: () => checkoutBody([{ id: product.id, weight: "2kg" }]),
        status: 200,
        error: "Invalid input",
      },
      {
        name: "a short phone number",
        body: () => checkoutBody([{ id: product.id }], { phone: "123" }),
        status: 200,
        error: "Please enter a valid phone number",
      },
      {
        name: "the phone '0300-12345' (a digit short)",
        body: () => checkoutBody([{ id: product.id }], { phone: "0300-12345" }),
        status: 200,
        error: "Please enter a valid phone number",
      },
      {
        name: "the phone '----------'",
        body: () => checkoutBody([{ id: product.id }], { phone: "----------" }),
        status: 200,
        error: "Please enter a valid phone number",
      },
      {
        name: "the phone 1111111111 (sent as a number)",
        body: () => checkoutBody([{ id: product.id }], { phone: 1111111111 }),
        status: 200,
        error: "Please enter a valid phone number",
      },
      {
        name: "the phone '(((((00000)))))'",
        body: () => checkoutBody([{ id: product.id }], { phone: "(((((00000)))))" }),
        status: 200,
        error: "Please enter a valid phone number",
      },
      {
        name: "the phone '0300 0000000'",
        body: () => checkoutBody([{ id: product.id }], { phone: "0300 0000000" }),
        status: 200,
        error: "Please enter a valid phone number",
      },
      {
        name: "the phone '+971 50 123 4567' (abroad)",
        body: () => checkoutBody([{ id: product.id }], { phone: "+971 50 123 4567" }),
        status: 200,
        error: "Please enter a Pakistani phone number the courier can call",
      },
      {
        name: "a blank name",
        body: () => checkoutBody([{ id: product.id }], { customerInfo: { fullName: "" } }),
        status: 200,
        error: "Full name is required",
      },
      {
        name: "a blank city",
        body: () => checkoutBody([{ id: product.id }], { city: "" }),
        status: 200,
        error: "City is required",
      },
      {
        name: "a blank address",
        body: () => checkoutBody([{ id: product.id }], { address: "" }),
        status: 200,
        error: "Shipping address is required",
      },
      {
        name: "a bad e-mail",
        body: () => checkoutBody([{ id: product.id }], { customerInfo: { fullName: "A", email: "nope" } }),
        status: 200,
        error: "Please enter a valid email address",
      },
      {
        name: "an unknown product",
        body: () => checkoutBody([{ id: "missing-product" }]),
        status: 200,
        error: "A product in your cart is no longer available. Please review your cart.",
      },
      {
        name: "more than the stock",
        // 3 × 500 g is 1.5 kg of the 1 kg in stock.
        body: () => checkoutBody([{ id: product.id, weight: "500g", quantity: 3 }]),
        status: 200,
        error: "Sorry, Refused Walnuts (500g) is out of stock in the quantity you asked for.",
      },
      {
        name: "an unknown promo code",
        body: () => checkoutBody([{ id: product.id }], { promoCode: "NO-SUCH-CODE" }),
        status: 200,
        error: "Invalid promo code",
      },
      {
        name: "an order for another user",
        body: () => checkoutBody([{ id: product.id }], { user: other.id }),
        status: 403,
        error: "You can only place orders for yourself.",
      },
    ])("refuses $name with $status { error } and writes nothing", async ({ body, status, error }) => {
      const before = await tableCounts();
      const response = await callRoute(createOrder, { body: body() });
      expectRefusal(response, status, error);
      expect(await tableCounts()).toEqual(before);
    });

    it.each(["not json", "[]", "null"])("answers 400 to the body %j and writes nothing", async (raw) => {
      const before = await tableCounts();
      const response = await callRoute(createOrder, { rawBody: raw, method: "POST" });
      expectRefusal(response, 400, "The request body must be a JSON object.");
      expect(await tableCounts()).toEqual(before);
    });
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
    expectRefusal(intruder, 409, "This transaction id has already been used.");
    expect(Object.keys(intruder.json)).toEqual(["error"]);
  });

  it("answers a replayed order with its status now, not the status it was placed with", async () => {
    const product = await createProduct({ stock: 10 });
    const body = checkoutBody([{ id: product.id, quantity: 1 }]);
    const placed = await callRoute(createOrder, { body });
    expect(placed.json.order).toMatchObject({ status: "Not processed" });
    await db.order.update({ where: { transactionId: body.transactionId }, data: { status: "Shipped" } });
    const replayed = await callRoute(createOrder, { body });
    expect(replayed.json).toMatchObject({ message: "This order was already placed", order: { status: "Shipped" } });
  });

  it.each<{ name: string; replay: (first: string, other: string) => ReturnType<typeof checkoutBody> }>([
    { name: "another product", replay: (_first, other) => checkoutBody([{ id: other, quantity: 1 }]) },
    { name: "another quantity", replay: (first) => checkoutBody([{ id: first, quantity: 3 }]) },
    {
      name: "a promo code added",
      replay: (first) => checkoutBody([{ id: first, quantity: 2 }], { promoCode: "SAVE10" }),
    },
  ])(
    "refuses a transaction id replayed with $name (same phone) with 409 naming only the order it placed",
    async ({ replay }) => {
      const [product, other] = [await createProduct({ stock: 10 }), await createProduct({ stock: 10 })];
      const body = checkoutBody([{ id: product.id, quantity: 2 }]);
      const placed = (await callRoute(createOrder, { body })).json.order as {
        orderNumber: string;
        orderUrl: string;
        createdAt: string;
        orderBreakdown: { finalTotal: number };
      };
      const before = await tableCounts();
      const response = await callRoute(createOrder, {
        // The same phone written another way is the same buyer.
        body: {
          ...replay(product.id, other.id),
          transactionId: body.transactionId,
          phone: body.phone.replace(/^0(\d{3})-/, "+92 $1 "),
        },
      });
      // What the checkout needs to go to the order (lib/client/order-api.ts), and nothing of its contents.
      expect({ status: response.status, body: response.json }).toEqual({
        status: 409,
        body: {
          error: "This transaction id has already been used.",
          placedOrder: {
            orderNumber: placed.orderNumber,
            orderUrl: placed.orderUrl,
            total: placed.orderBreakdown.finalTotal,
            createdAt: placed.createdAt,
          },
        },
      });
      expect(await tableCounts()).toEqual(before);
      expect((await db.product.findUniqueOrThrow({ where: { id: other.id } })).stock.toNumber()).toBe(10);
    },
  );
});

describe("POST /api/promos/apply", () => {
  it("quotes a code case-insensitively and uses none of it", async () => {
    const percent = await createPromo({ discountValue: 10 });
    const fixed = await createPromo({ discountType: "amount", discountValue: 500 });
    expect(
      (await callRoute(applyPromo, { body: { code: percent.code.toLowerCase(), totalAmount: 4567 } })).json,
    ).toEqual({
      success: true,
      message: "Promo code applied successfully",
      promoCode: { code: percent.code, discountType: "percentage", discountValue: 10 },
      discountApplied: 457,
    });
    // Rs. 500 off a Rs. 300 cart: never more than the cart.
    expect((await callRoute(applyPromo, { body: { code: fixed.code, totalAmount: 300 } })).json).toMatchObject({
      success: true,
      discountApplied: 300,
    });
    expect((await db.promoCode.findUniqueOrThrow({ where: { id: percent.id } })).currentUsage).toBe(0);
  });

  describe("refusals", () => {
    beforeAll(async () => {
      await createPromo({ code: "SWITCHED-OFF", isActive: false });
      await createPromo({ code: "PAST-ITS-DATE", expiryDate: new Date(Date.now() - 1000) });
      await createPromo({ code: "USED-UP", usageLimit: 2, currentUsage: 2 });
    });

    // A code that was looked up answers its refusal as both error and message, as the legacy clients read either.
    const refusal = (message: string) => ({ success: false, error: message, message });

    it.each([
      { name: "an unknown code", code: "nothing-like-it", answer: refusal("Invalid promo code") },
      { name: "an inactive code", code: "SWITCHED-OFF", answer: refusal("This promo code is not active") },
      { name: "an expired code", code: "past-its-date", answer: refusal("This promo code has expired") },
      { name: "a used-up code", code: "USED-UP", answer: refusal("This promo code has reached its usage limit") },
      { name: "a blank code", code: "", answer: { error: "Please enter a promo code" } },
    ])("refuses $name with 200 and the reason", async ({ code, answer }) => {
      const response = await callRoute(applyPromo, { body: { code, totalAmount: 1000 } });
      expect(response.status).toBe(200);
      expect(response.json).toEqual(answer);
    });
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
    const refused = await callRoute(cartProduct, { body: { cart: "nope" } });
    expectRefusal(refused, 400, "cart must be a list of lines");
  });
});
