import type { Order } from "@/lib/domain/orders";
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
