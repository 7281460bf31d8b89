import { eventTitle, eventActor, confirmationChatLink } from "./order-text";
import {
  awaitsConfirmation,
  formatOrderNumber,
  orderLineView,
  orderLineViewIn,
  parseOrderNumber,
  type OrderEvent,
  type OrderLine,
} from "./orders";

describe("order numbers", () => {
  it.each([
    ["MDF-10234", 10234],
    ["mdf10234", 10234],
    [" mdf - 10234 ", 10234],
    ["#10234", 10234],
    ["10234", 10234],
  ])("reads %j as %d", (input, number) => {
    expect(parseOrderNumber(input)).toBe(number);
    expect(formatOrderNumber(number)).toBe("MDF-10234");
  });

  it.each(["", "MDF-", "MDF-0", "ABC-10234", "10234x", "MDF-99999999999", "1e4"])("refuses %j", (input) => {
    expect(parseOrderNumber(input)).toBeNull();
  });
});

describe("an order line", () => {
  // Sold as "Kalmi Dates" at Rs. 1,800 with its thumbnail; the product has since changed.
  const sold: OrderLine = {
    product: {
      id: "p1",
      price: 2500,
      images: [{ fullImage: "new-crop.webp", thumbnail: "new-crop-thumb.webp" }],
      visible: true,
    },
    productName: "Kalmi Dates",
    productImage: "kalmi-thumb.webp",
    weight: "500g",
    quantity: 2,
    unitPrice: 1800,
    originalPrice: 2000,
  };

  it("shows what was sold, never the product as it is now", () => {
    expect(orderLineView(sold)).toEqual({
      name: "Kalmi Dates",
      weight: "500g",
      quantity: 2,
      unitPrice: 1800,
      total: 3600,
      image: "kalmi-thumb.webp",
      href: "/products/p1",
    });
  });

  it("keeps a disabled or deleted product's line, without a link", () => {
    const disabled = orderLineView({ ...sold, product: { ...sold.product!, visible: false } });
    const deleted = orderLineView({ ...sold, product: null });
    for (const line of [disabled, deleted])
      expect(line).toMatchObject({ name: "Kalmi Dates", image: "kalmi-thumb.webp", total: 3600, href: null });
  });

  it("takes the product's picture only for a line sold without one", () => {
    expect(orderLineView({ ...sold, productImage: null }).image).toEqual({
      fullImage: "new-crop.webp",
      thumbnail: "new-crop-thumb.webp",
    });
    expect(orderLineView({ ...sold, productImage: null, product: null }).image).toBeNull();
  });

  it("names a line with nothing to name it by as the spec does", () => {
    expect(orderLineView({ ...sold, productName: " ", product: null }).name).toBe("Product not found");
  });

  it("is named by its product's Urdu name on Urdu pages only, else as sold", () => {
    const withUrdu = { ...sold, product: { ...sold.product!, nameUr: "کلمی کھجور" } };
    expect(orderLineViewIn("ur")(withUrdu)).toEqual({ ...orderLineView(withUrdu), name: "کلمی کھجور" });
    expect(orderLineViewIn("en")(withUrdu).name).toBe("Kalmi Dates");
    expect(orderLineViewIn("ur")({ ...sold, product: { ...sold.product!, nameUr: "" } }).name).toBe("Kalmi Dates");
    expect(orderLineViewIn("ur")({ ...sold, product: null }).name).toBe("Kalmi Dates");
  });
});

describe("the confirmation call", () => {
  it("is awaited by a new order until it is confirmed or moves on", () => {
    expect(awaitsConfirmation({ status: "NotProcessed", confirmation: "Pending" })).toBe(true);
    expect(awaitsConfirmation({ status: "NotProcessed", confirmation: "NoAnswer" })).toBe(true);
    expect(awaitsConfirmation({ status: "NotProcessed", confirmation: "Confirmed" })).toBe(false);
    expect(awaitsConfirmation({ status: "Processing", confirmation: "Pending" })).toBe(false);
    expect(awaitsConfirmation({ status: "Cancelled", confirmation: "CancelledByCustomer" })).toBe(false);
  });

  const order: Parameters<typeof confirmationChatLink>[0] = {
    locale: "en",
    number: 10234,
    fullName: "Sana Mir",
    phone: "0333-5551234",
    total: 2409,
    address: "House 12",
    city: "Islamabad",
    lines: [
      {
        productName: "Mamra Almonds",
        weight: "500g",
        quantity: 2,
        product: null,
        productImage: null,
        unitPrice: 4050,
        originalPrice: 4500,
      },
    ],
  };

  it("prefills the WhatsApp message with the number, items and total", () => {
    const link = confirmationChatLink(order) ?? "";
    expect(link.startsWith("https://wa.me/923335551234?text=")).toBe(true);
    const text = decodeURIComponent(link.split("text=")[1]!);
    expect(text).toContain("MDF-10234");
    expect(text).toContain("- Mamra Almonds (500g) × 2");
    expect(text).toContain("Total Rs.\u00a02,409, cash on delivery");
  });

  it("writes to the number's international digits, and to no number WhatsApp cannot reach", () => {
    expect(confirmationChatLink({ ...order, phone: "(051) 234-5678" })).toMatch(
      /^https:\/\/wa\.me\/92512345678\?text=/,
    );
    expect(confirmationChatLink({ ...order, phone: "0300-12345" })).toBeNull();
  });
});

describe("the history", () => {
  const event = (fields: Partial<OrderEvent>): OrderEvent => ({
    id: "e",
    kind: "Status",
    status: null,
    confirmation: null,
    note: null,
    internal: false,
    actor: "Admin",
    actorName: "Shop Admin",
    createdAt: "2026-11-24T00:00:00.000Z",
    ...fields,
  });

  it("names staff to staff and the shop to the shopper", () => {
    const shipped = event({ status: "Shipped" });
    expect([eventTitle(shipped, "staff"), eventActor(shipped, "staff")]).toEqual(["Status: Shipped", "Shop Admin"]);
    expect([eventTitle(shipped, "shopper"), eventActor(shipped, "shopper")]).toEqual([
      "Handed to the courier",
      "Margalla Dry Fruits",
    ]);
    const call = event({ kind: "Confirmation", confirmation: "WrongNumber" });
    expect(eventTitle(call, "staff")).toBe("Call: Wrong number");
    expect(eventTitle(call, "shopper")).toBe("We could not reach you on this number");
    expect(eventActor(event({ kind: "Placed", actor: "Customer", actorName: null }), "staff")).toBe("Customer (guest)");
  });
});
