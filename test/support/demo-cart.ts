// Cart lines of demo products as the cart store keeps them (with their Urdu names), priced as the shop prices them
// (ids are the contract snapshots' placeholders, so the fake API's recorded answers match them).
import type { CartLine } from "@/lib/domain/cart";

/** 9,000 a kilo less 10%. */
export const mamraAlmonds500g: CartLine = {
  id: "<product Mamra Almonds>",
  name: "Mamra Almonds",
  nameUr: "ممرا بادام",
  weight: "500g",
  price: 4050,
  originalPrice: 4500,
  quantity: 1,
  image: "demo-mamra-almonds-thumb.webp",
};

export const mamraAlmonds1kg: CartLine = { ...mamraAlmonds500g, weight: "1kg", price: 8100, originalPrice: 9000 };

/** Sold by the piece, no offer. */
export const giftHamper: CartLine = {
  id: "<product Dry Fruit Gift Hamper>",
  name: "Dry Fruit Gift Hamper",
  nameUr: "خشک میوہ گفٹ ہیمپر",
  price: 12500,
  originalPrice: 12500,
  quantity: 1,
  image: "demo-dry-fruit-gift-hamper-thumb.webp",
};

export const weddingFavourBoxes: CartLine = {
  id: "<product Wedding Favour Boxes (Pack of 10)>",
  name: "Wedding Favour Boxes (Pack of 10)",
  nameUr: "شادی کی بادام ڈبیاں (10 کا پیک)",
  price: 4800,
  originalPrice: 4800,
  quantity: 1,
  image: "demo-wedding-favour-boxes-thumb.webp",
};

/** 800 a kilo. */
export const sesameSeeds250g: CartLine = {
  id: "<product Sesame Seeds>",
  name: "Sesame Seeds",
  nameUr: "سفید تل",
  weight: "250g",
  price: 200,
  originalPrice: 200,
  quantity: 1,
  image: "demo-sesame-seeds-thumb.webp",
};
