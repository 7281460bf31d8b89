// Each legacy shape read back gives what was written: the browser's mappers and the server's agree.
import type { RepricedCart } from "@/lib/domain/cart";
import type { AdminCategory, CatalogCategory, CatalogSlide, ProductDetail, SearchResult } from "@/lib/domain/catalog";
import type { Order } from "@/lib/domain/orders";
import type { CourierListing } from "@/lib/domain/parcels";
import type { Promo, PromoQuote } from "@/lib/domain/promo";
import { fromLegacyRepricedCart, toLegacyRepricedCart } from "./cart";
import { fromLegacyCourier, toLegacyCourier } from "./couriers";
import {
  fromLegacyAdminCategory,
  fromLegacyCategory,
  fromLegacyProduct,
  fromLegacyProductDetail,
  fromLegacySearchResult,
  fromLegacySlide,
  legacyProductListJson,
  toLegacyAdminCategory,
  toLegacyCategory,
  toLegacyProduct,
  toLegacySearchResult,
  toLegacySlide,
} from "./catalog";
import { fromLegacyOrder, toLegacyOrder } from "./orders";
import { fromLegacyPromo, fromLegacyPromoQuote, toLegacyPromo, toLegacyPromoQuote } from "./promos";
import { fromLegacyUser, toLegacyUser } from "./users";

const at = "2026-11-20T09:30:00.000Z";

const detail: ProductDetail = {
  id: "p1",
  name: "Mamra Almonds",
  description: "Small, oil-rich almonds.",
  nameUr: "ممرا بادام",
  descriptionUr: "",
  status: "Active",
  stock: 17.75,
  price: 9000,
  offer: 10,
  featuredOrder: 1,
  hasWeightSelection: true,
  createdAt: at,
  updatedAt: at,
  category: { id: "c1", name: "Dry Fruits", nameUr: "خشک میوہ جات" },
  images: [
    { fullImage: "almonds.webp", thumbnail: "almonds-thumb.webp" },
    { fullImage: "https://cdn.example.com/pack.jpg", thumbnail: null },
  ],
  reviews: [
    { id: "r1", rating: 5, text: "Fresh.", createdAt: at, user: { id: "u1", name: "Ayesha" } },
    { id: "r2", rating: 4, text: "Good.", createdAt: at, user: { id: "u2", name: "Bilal" } },
  ],
  rating: { average: 4.5, count: 2 },
};
const { reviews, rating, ...product } = detail;
const uncategorised = { ...product, id: "p2", category: null, featuredOrder: null, hasWeightSelection: false };

const category: CatalogCategory = {
  id: "c1",
  name: "Dates",
  description: "Soft.",
  nameUr: "کھجوریں",
  descriptionUr: "نرم۔",
  imageFile: "dates.webp",
  imageUrl: null,
};
const adminCategory: AdminCategory = { ...category, status: "Disabled", productCount: 3, createdAt: at, updatedAt: at };
const slide: CatalogSlide = {
  id: "s1",
  imageFile: null,
  imageUrl: "https://cdn.example.com/s.jpg",
  title: "Mamra Almonds",
  subtitle: null,
  titleUr: "ممرا بادام",
  subtitleUr: null,
  productId: "p1",
  categoryId: null,
};
const search: SearchResult = {
  id: "p1",
  name: "Mamra Almonds",
  nameUr: "ممرا بادام",
  image: { fullImage: "a.webp", thumbnail: "a-t.webp" },
  price: 9000,
  offer: 10,
  hasWeightSelection: true,
};

const order: Order = {
  id: "o1",
  number: 10001,
  transactionId: "TXN-1-ABC",
  status: "Shipped",
  confirmation: "Confirmed",
  confirmationAttempts: 1,
  isGuest: false,
  user: { id: "u1", name: "Ayesha Khan", email: "customer@dryfruit.pk" },
  fullName: "Ayesha Khan",
  email: "customer@dryfruit.pk",
  phone: "03211234567",
  address: "House 12, G-9/3",
  city: "Islamabad",
  specialInstructions: "Please call first.",
  subtotal: 4050,
  deliveryCharge: 249,
  promoDiscount: 405,
  total: 3894,
  paymentMethod: "COD",
  promoCode: "WELCOME10",
  heldForReview: false,
  shipment: {
    courier: { id: "courier-tcs", name: "TCS" },
    consignmentNumber: "77012345678",
    trackingUrl: "https://www.tcsexpress.com/track/77012345678",
    shippedAt: "2026-11-20T10:00:00.000Z",
  },
  deliveredAt: null,
  returned: null,
  payment: null,
  locale: "en",
  lines: [
    {
      product: { id: "p1", price: 9000, images: [{ fullImage: "a.webp", thumbnail: null }], visible: false },
      productName: "Mamra Almonds",
      productImage: "a.webp",
      weight: "500g",
      quantity: 1,
      unitPrice: 4050,
      originalPrice: 4500,
    },
    {
      product: null,
      productName: "Gone",
      productImage: null,
      weight: null,
      quantity: 2,
      unitPrice: 100,
      originalPrice: 100,
    },
  ],
  createdAt: at,
  updatedAt: at,
};

const courier: CourierListing = {
  id: "courier-tcs",
  name: "TCS",
  trackingUrl: "https://www.tcsexpress.com/track/{cn}",
  active: false,
  parcels: 12,
};

const promo: Promo = {
  id: "pr1",
  code: "FLAT500",
  discountType: "amount",
  discountValue: 150.5,
  expiryDate: at,
  isActive: true,
  usageLimit: null,
  currentUsage: 2,
  createdAt: at,
};
const quote: PromoQuote = { code: "WELCOME10", discountType: "percentage", discountValue: 10, discountApplied: 300 };

const cart: RepricedCart = {
  products: [
    {
      product,
      items: [
        { weight: "250g", quantity: 2, price: 2025, originalPrice: 2250, available: 71 },
        { weight: "1kg", quantity: 1, price: 8100, originalPrice: 9000, available: 17 },
      ],
    },
    {
      product: uncategorised,
      items: [{ weight: null, quantity: 3, price: 9000, originalPrice: 9000, available: 17 }],
    },
  ],
  missing: [{ id: "gone", weight: "500g" }],
};

describe("the legacy contract read back", () => {
  it.each([
    ["a product", () => fromLegacyProduct(toLegacyProduct(product)), product],
    [
      "an uncategorised product sold by the piece",
      () => fromLegacyProduct(toLegacyProduct(uncategorised)),
      uncategorised,
    ],
    ["a product with its reviews", () => fromLegacyProductDetail(toLegacyProduct(detail)), detail],
    ["a category", () => fromLegacyCategory(toLegacyCategory(category)), category],
    ["an admin's category", () => fromLegacyAdminCategory(toLegacyAdminCategory(adminCategory)), adminCategory],
    ["a slide", () => fromLegacySlide(toLegacySlide(slide)), slide],
    ["a search result", () => fromLegacySearchResult(toLegacySearchResult(search)), search],
    ["an order", () => fromLegacyOrder(toLegacyOrder(order)), order],
    ["a promo code", () => fromLegacyPromo(toLegacyPromo(promo)), promo],
    ["a courier", () => fromLegacyCourier(toLegacyCourier(courier)), courier],
    ["a promo quote", () => fromLegacyPromoQuote(toLegacyPromoQuote(quote, "Promo code applied successfully")), quote],
    ["a re-priced cart", () => fromLegacyRepricedCart(toLegacyRepricedCart(cart)), cart],
    [
      "an account",
      () => fromLegacyUser(toLegacyUser({ id: "u1", name: "A", email: "a@b.pk", role: 0, phoneNumber: null })),
      { id: "u1", name: "A", email: "a@b.pk", role: 0, phoneNumber: null },
    ],
  ])("%s", (_name, roundTrip, expected) => {
    expect(roundTrip()).toEqual(expected);
  });

  it("speaks the legacy names", () => {
    expect(toLegacyOrder(order)).toMatchObject({
      _id: "o1",
      status: "Shipped",
      amount: 3894,
      orderBreakdown: { subtotal: 4050, deliveryCharges: 249, promoCodeDiscount: 405, finalTotal: 3894 },
      allProduct: [
        { id: { _id: "p1", pName: "Mamra Almonds" }, quantitiy: 1, weight: "500g", price: 4050 },
        { id: null },
      ],
    });
    const shopper = toLegacyOrder({ ...order, heldForReview: true }, "shopper");
    expect(shopper).not.toHaveProperty("heldForReview");
    expect(shopper).not.toHaveProperty("payment");
    expect(shopper.shipment).toEqual(toLegacyOrder(order).shipment);
    expect(toLegacyRepricedCart(cart).Products[0]).toMatchObject({
      _id: "p1",
      cartItems: [
        { weight: "250g", subtotal: "4050.00" },
        { weight: "1kg", subtotal: "8100.00" },
      ],
      totalQuantity: 3,
      totalPrice: 12150,
    });
  });
});

describe("legacyProductListJson", () => {
  async function text(pages: (typeof product)[][]): Promise<string> {
    const pieces: string[] = [];
    // Each page as a read from the database gives it.
    const read = async function* () {
      for (const page of pages) yield await Promise.resolve(page);
    };
    for await (const piece of legacyProductListJson(read())) pieces.push(piece);
    return pieces.join("");
  }

  it.each([
    ["pages", [[product, uncategorised], [product]]],
    ["empty pages among them", [[], [product], [], [uncategorised], []]],
    ["no page", []],
    ["only empty pages", [[], []]],
  ])("writes what JSON.stringify writes of the whole list, from %s", async (_name, pages) => {
    expect(await text(pages)).toBe(JSON.stringify({ Products: pages.flat().map(toLegacyProduct) }));
  });
});
