import type { Order } from "@/lib/domain/orders";
import { env } from "../env";
import { orderMessages } from "./order-messages";

jest.mock("../env", () => ({
  env: { SITE_URL: "https://shop.example.pk", NEXTAUTH_SECRET: "a-unit-test-secret-long-enough" },
}));

const order: Order = {
  id: "o1",
  number: 10234,
  transactionId: "TXN-1-ABC",
  status: "Shipped",
  confirmation: "Confirmed",
  confirmationAttempts: 1,
  isGuest: true,
  user: null,
  fullName: "Sana Malik",
  email: "sana@example.pk",
  phone: "0333-5551234",
  address: "House 12, Street 4, I-8/3",
  city: "Islamabad",
  specialInstructions: null,
  subtotal: 2160,
  deliveryCharge: 249,
  promoDiscount: 0,
  total: 2409,
  paymentMethod: "COD",
  promoCode: null,
  heldForReview: false,
  shipment: {
    courier: { id: "courier-mnp", name: "M&P" },
    consignmentNumber: "MP-4471",
    trackingUrl: "https://www.mulphilog.com/tracking/MP-4471?a=1&b=2",
    shippedAt: "2026-11-20T10:00:00.000Z",
  },
  deliveredAt: null,
  returned: null,
  payment: null,
  locale: "en",
  lines: [],
  createdAt: "2026-11-18T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
};

const shippedMail = (shipped: Order) => {
  const [mail] = orderMessages(shipped, "order-shipped", "event-1", { customer: true });
  return mail!;
};

describe("the 'on its way' e-mail", () => {
  it("names the courier and the consignment number, and links to the parcel's tracking page", () => {
    const mail = shippedMail(order);
    expect(mail).toMatchObject({ to: "sana@example.pk", subject: "Your order MDF-10234 is on its way" });
    expect(mail.text).toContain(
      "Your order has been handed to M&P, consignment number MP-4471. Please keep Rs.\u00a02,409 ready in cash for the rider.",
    );
    expect(mail.text).toContain("Track your parcel on M&P: https://www.mulphilog.com/tracking/MP-4471?a=1&b=2");
    // The courier's name and address are written into the HTML escaped, as everything else.
    expect(mail.html).toContain("handed to M&amp;P, consignment number MP-4471");
    expect(mail.html).toContain(
      '<a href="https://www.mulphilog.com/tracking/MP-4471?a=1&amp;b=2">Track your parcel on M&amp;P</a>',
    );
  });

  it("has no tracking link for a courier without a tracking page, and says only 'the courier' without one", () => {
    const ownRider = shippedMail({
      ...order,
      shipment: { ...order.shipment!, courier: { id: "r", name: "Own rider" }, trackingUrl: null },
    });
    expect(ownRider.text).toContain("handed to Own rider, consignment number MP-4471.");
    expect(ownRider.text).not.toContain("Track your parcel");
    expect(shippedMail({ ...order, shipment: null }).text).toContain("Your order has been handed to the courier.");
  });
});

describe("the customer's mails in the order's language", () => {
  const placed: Order = {
    ...order,
    status: "NotProcessed",
    confirmation: "Pending",
    shipment: null,
    promoDiscount: 100,
    lines: [
      {
        product: { id: "p1", price: 1080, images: [], visible: true, nameUr: "ممرا بادام" },
        productName: "Mamra Almonds",
        productImage: null,
        weight: "500g",
        quantity: 2,
        unitPrice: 1080,
        originalPrice: 1080,
      },
    ],
  };
  const placedMail = (locale: Order["locale"]) =>
    orderMessages({ ...placed, locale }, "order-placed", "event-1", { customer: true })[0]!;
  const ltr = (text: string) => `\u2066${text}\u2069`;

  it("writes an English order's mail as before", () => {
    const mail = placedMail("en");
    expect(mail.subject).toBe("Your order MDF-10234 is placed");
    // The guest's link carries its signed key.
    expect(mail.text.replace(/\?key=[\w-]+/, "")).toBe(
      [
        "Thank you for your order, Sana Malik. We will call you on 0333-5551234 to confirm; Delivered within 3 to 5 working days after the confirmation call.",
        "- Mamra Almonds (500g) × 2: Rs.\u00a02,160",
        "Subtotal Rs.\u00a02,160, delivery Rs.\u00a0249, discount Rs.\u00a0100, total Rs.\u00a02,409, cash on delivery.",
        "Delivery to: Sana Malik, House 12, Street 4, I-8/3, Islamabad. Phone 0333-5551234.",
        "Please keep Rs.\u00a02,409 ready in cash for the rider.",
        "Your order MDF-10234: https://shop.example.pk/orders/MDF-10234",
        "Margalla Dry Fruits, +92 300 1234567\n",
      ].join("\n\n"),
    );
    expect(mail.html).toMatch(/^<div style="font-family:sans-serif;font-size:15px"><p>Thank you/);
    expect(mail.html).not.toContain("bdi");
  });

  it("writes an Urdu order's mail right to left, its numbers, phones and prices left to right", () => {
    const mail = placedMail("ur");
    expect(mail.subject).toBe(`آپ کا آرڈر ${ltr("MDF-10234")} موصول ہو گیا ہے`);
    // Each plain-text line starts right to left, even the lines that begin with a product's name.
    for (const line of mail.text.split("\n").filter(Boolean)) expect(line.startsWith("\u200f")).toBe(true);
    expect(mail.text).toContain(`\u200f- ممرا بادام (500g) × 2: ${ltr("Rs.\u00a02,160")}`);
    expect(mail.text).toContain(`ہم آرڈر کی تصدیق کے لیے آپ کو ${ltr("0333-5551234")} پر کال کریں گے`);
    expect(mail.text).toContain(`رعایت ${ltr("Rs.\u00a0100")}`);
    expect(mail.text).toContain(`آپ کا آرڈر ${ltr("MDF-10234")}: https://shop.example.pk/ur/orders/MDF-10234?key=`);
    expect(mail.html).toMatch(/^<div dir="rtl" lang="ur" style="font-family:sans-serif;font-size:15px">/);
    expect(mail.html).toContain('">آپ کا آرڈر <bdi dir="ltr">MDF-10234</bdi></a>');
    expect(mail.html).toContain('<bdi dir="ltr">+92 300 1234567</bdi>');
    expect(mail.html).not.toMatch(/[\u2066\u2069\u200f]/);
  });

  it("tells an Urdu order's shipment in Urdu with the consignment number left to right", () => {
    const mail = orderMessages({ ...order, locale: "ur" }, "order-shipped", "event-1", { customer: true })[0]!;
    expect(mail.subject).toBe(`آپ کا آرڈر ${ltr("MDF-10234")} روانہ کر دیا گیا ہے`);
    expect(mail.text).toContain(`آپ کا آرڈر M&P، کنسائنمنٹ نمبر ${ltr("MP-4471")} کے حوالے کر دیا گیا ہے۔`);
    expect(mail.html).toContain("اپنا پارسل M&amp;P پر ٹریک کریں</a>");
  });

  it("keeps the shop's own mail about an Urdu order in English", () => {
    Object.assign(env, { SHOP_ORDER_EMAIL: "orders@shop.example.pk" });
    try {
      const [shopMail] = orderMessages({ ...placed, locale: "ur" }, "order-placed", "event-1", { customer: false });
      expect(shopMail!.subject).toBe("New order MDF-10234: Rs.\u00a02,409");
      expect(shopMail!.text).toContain("- Mamra Almonds (500g) × 2: Rs.\u00a02,160");
      expect(shopMail!.text).not.toMatch(/[\u0600-\u06ff\u2066\u200f]/);
      expect(shopMail!.html).not.toContain('dir="rtl"');
    } finally {
      Object.assign(env, { SHOP_ORDER_EMAIL: undefined });
    }
  });
});
