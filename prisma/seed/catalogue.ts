// The demo catalogue: believable products with per-kg prices in rupees (per piece for packs and
// boxes), a few offers, a few out of stock, some featured.
import type { CatalogStatus } from "../../lib/domain/catalog";
import { shop } from "../../lib/domain/shop";

export interface DemoCategory {
  key: string;
  name: string;
  description: string;
  status?: CatalogStatus;
}

export interface DemoProduct {
  name: string;
  category: string;
  price: number;
  /** Kilograms, or pieces for products sold without weight selection. */
  stock: number;
  offer?: number;
  featured?: number;
  byPiece?: boolean;
  disabled?: boolean;
  note: string;
}

export interface DemoSlide {
  title: string;
  subtitle: string;
  /** A category's key or a product's name; neither scrolls to the products. */
  category?: string;
  product?: string;
}

/** The home slider, in order. */
export const demoSlides: DemoSlide[] = [
  { title: "Fresh Ajwa Dates", subtitle: "Straight from Madinah", category: "dates" },
  { title: "Mamra Almonds", subtitle: "10% off this week", product: "Mamra Almonds" },
  { title: "Free Delivery", subtitle: `On orders of ${shop.freeDeliveryFrom}` },
];

export const demoCategories: DemoCategory[] = [
  {
    key: "dry-fruits",
    name: "Dry Fruits",
    description: "Almonds, pistachios, cashews and the rest of the classic dry-fruit tray.",
  },
  {
    key: "dates",
    name: "Dates",
    description: "Ajwa, Medjool, Kalmi and other dates from Madinah, Iran and our own Khairpur.",
  },
  { key: "nuts", name: "Nuts", description: "Walnuts, hazelnuts, macadamias and pecans, shelled and ready to eat." },
  { key: "seeds", name: "Seeds", description: "Chia, flax, pumpkin and other seeds for breakfast bowls and baking." },
  {
    key: "dehydrated",
    name: "Dehydrated Fruits",
    description: "Slow-dried mango, kiwi, pineapple and more, with no added colour.",
  },
  {
    key: "berries",
    name: "Dried Berries",
    description: "Cranberries, blueberries, goji and mulberries, sweet and tart.",
  },
  {
    key: "gift-boxes",
    name: "Gift Boxes",
    description: "Ready-to-give boxes and hampers for Eid, weddings and visits.",
  },
  {
    key: "mixes",
    name: "Trail Mixes",
    description: "Our own blends of nuts, seeds and fruit for the road or the office.",
  },
  {
    key: "seasonal",
    name: "Seasonal Specials",
    description: "Limited batches that come and go with the harvest.",
    status: "Disabled",
  },
];

export const demoProducts: DemoProduct[] = [
  {
    name: "Mamra Almonds",
    category: "dry-fruits",
    price: 9000,
    stock: 18,
    featured: 1,
    offer: 10,
    note: "Small, oil-rich Iranian almonds, the variety grandmothers soak overnight.",
  },
  {
    name: "California Almonds",
    category: "dry-fruits",
    price: 2800,
    stock: 60,
    featured: 4,
    note: "Large, crunchy everyday almonds with a mild sweet taste.",
  },
  {
    name: "Kaghzi Almonds in Shell",
    category: "dry-fruits",
    price: 1900,
    stock: 25,
    note: "Paper-shell almonds from Balochistan that crack open between two fingers.",
  },
  {
    name: "Roasted Salted Pistachios",
    category: "dry-fruits",
    price: 5500,
    stock: 30,
    featured: 2,
    offer: 15,
    note: "Iranian Akbari pistachios, roasted in small batches with a light touch of salt.",
  },
  {
    name: "Green Pistachio Kernels",
    category: "dry-fruits",
    price: 9800,
    stock: 8,
    note: "Peeled, bright green kernels for sweets, kheer and baklava.",
  },
  {
    name: "Cashews W320",
    category: "dry-fruits",
    price: 4800,
    stock: 40,
    featured: 5,
    note: "Whole, creamy cashews of the W320 grade.",
  },
  {
    name: "Roasted Masala Cashews",
    category: "dry-fruits",
    price: 5200,
    stock: 15,
    offer: 5,
    note: "Cashews roasted with chaat masala and black pepper.",
  },
  {
    name: "Golden Raisins",
    category: "dry-fruits",
    price: 1400,
    stock: 55,
    note: "Plump golden raisins (kishmish) from Afghanistan.",
  },
  {
    name: "Black Raisins (Munakka)",
    category: "dry-fruits",
    price: 1600,
    stock: 20,
    note: "Large seeded black raisins, traditionally soaked and eaten in the morning.",
  },
  {
    name: "Dried Apricots (Khubani)",
    category: "dry-fruits",
    price: 1600,
    stock: 35,
    note: "Sun-dried Hunza apricots with their natural deep colour.",
  },
  {
    name: "Dried Figs (Anjeer)",
    category: "dry-fruits",
    price: 4200,
    stock: 12,
    offer: 20,
    note: "Soft Afghan figs strung by hand and dried in the sun.",
  },
  {
    name: "Chilgoza Pine Nuts",
    category: "dry-fruits",
    price: 12000,
    stock: 0,
    featured: 3,
    note: "Pine nuts from the forests of Waziristan and Zhob; a winter treasure.",
  },
  {
    name: "Dried Plums (Aloo Bukhara)",
    category: "dry-fruits",
    price: 1500,
    stock: 30,
    note: "Tart dried plums for chutneys, biryani and sherbet.",
  },
  {
    name: "Ajwa Dates",
    category: "dates",
    price: 3800,
    stock: 45,
    featured: 6,
    offer: 10,
    note: "Soft, dark Ajwa dates from Madinah.",
  },
  {
    name: "Medjool Dates Jumbo",
    category: "dates",
    price: 4600,
    stock: 22,
    featured: 7,
    note: "Large, caramel-like Medjool dates.",
  },
  {
    name: "Kalmi Dates",
    category: "dates",
    price: 2600,
    stock: 30,
    note: "Long, chewy Kalmi (Safawi) dates with a rich flavour.",
  },
  {
    name: "Mabroom Dates",
    category: "dates",
    price: 3200,
    stock: 16,
    note: "Slender Mabroom dates, firm and not too sweet.",
  },
  {
    name: "Sukkari Dates",
    category: "dates",
    price: 2900,
    stock: 28,
    offer: 5,
    note: "Golden Sukkari dates that melt in the mouth.",
  },
  {
    name: "Rabbi Dates",
    category: "dates",
    price: 1100,
    stock: 70,
    note: "Iranian Rabbi dates, soft and affordable for every day.",
  },
  {
    name: "Aseel Dates Khairpur",
    category: "dates",
    price: 750,
    stock: 90,
    note: "Aseel dates from Khairpur, Sindh's own favourite.",
  },
  {
    name: "Mazafati Dates",
    category: "dates",
    price: 1300,
    stock: 0,
    note: "Moist, almost black Mazafati dates from Bam.",
  },
  {
    name: "Amber Dates",
    category: "dates",
    price: 5200,
    stock: 10,
    note: "Large Amber dates, a favourite for gifting.",
  },
  {
    name: "Stuffed Almond Dates Box",
    category: "dates",
    price: 2400,
    stock: 25,
    byPiece: true,
    offer: 10,
    note: "Twenty-four Kalmi dates stuffed with roasted almonds, boxed.",
  },
  {
    name: "Walnut Kernels",
    category: "nuts",
    price: 2400,
    stock: 40,
    featured: 8,
    note: "Light halves of Chitrali walnuts.",
  },
  {
    name: "Walnuts in Shell",
    category: "nuts",
    price: 1200,
    stock: 50,
    note: "Thin-shelled walnuts from the northern valleys.",
  },
  { name: "Hazelnuts", category: "nuts", price: 5600, stock: 14, note: "Roasted Turkish hazelnuts." },
  {
    name: "Macadamia Nuts",
    category: "nuts",
    price: 11500,
    stock: 6,
    offer: 10,
    note: "Buttery macadamias, shelled and lightly roasted.",
  },
  { name: "Brazil Nuts", category: "nuts", price: 8200, stock: 9, note: "Large Brazil nuts, rich in selenium." },
  {
    name: "Pecan Halves",
    category: "nuts",
    price: 9400,
    stock: 0,
    note: "Sweet pecan halves for baking and snacking.",
  },
  {
    name: "Roasted Peanuts",
    category: "nuts",
    price: 650,
    stock: 120,
    note: "Roasted peanuts in their skins, lightly salted.",
  },
  {
    name: "Honey Roasted Peanuts",
    category: "nuts",
    price: 900,
    stock: 60,
    offer: 15,
    note: "Peanuts glazed with honey and roasted until crisp.",
  },
  {
    name: "Chia Seeds",
    category: "seeds",
    price: 1800,
    stock: 40,
    featured: 9,
    note: "Black chia seeds for puddings and smoothies.",
  },
  { name: "Flax Seeds", category: "seeds", price: 700, stock: 50, note: "Brown flax (alsi) seeds, whole." },
  {
    name: "Pumpkin Seeds",
    category: "seeds",
    price: 3400,
    stock: 25,
    offer: 10,
    note: "Green pumpkin seed kernels, raw.",
  },
  { name: "Sunflower Seeds", category: "seeds", price: 1300, stock: 35, note: "Shelled sunflower kernels, roasted." },
  {
    name: "Melon Seeds (Char Maghz)",
    category: "seeds",
    price: 2600,
    stock: 18,
    note: "Peeled melon seeds used in sweets and thandai.",
  },
  { name: "Watermelon Seeds", category: "seeds", price: 1500, stock: 20, note: "Roasted and salted watermelon seeds." },
  {
    name: "Basil Seeds (Tukh Malanga)",
    category: "seeds",
    price: 1200,
    stock: 30,
    note: "Cooling basil seeds for summer drinks.",
  },
  { name: "Sesame Seeds", category: "seeds", price: 800, stock: 45, note: "Hulled white sesame seeds." },
  {
    name: "Dried Mango Slices",
    category: "dehydrated",
    price: 3600,
    stock: 20,
    featured: 10,
    offer: 10,
    note: "Chaunsa mango slices, dried without sugar or colour.",
  },
  {
    name: "Dried Kiwi Slices",
    category: "dehydrated",
    price: 3200,
    stock: 14,
    note: "Tangy kiwi slices, lightly sweetened.",
  },
  {
    name: "Dried Pineapple Rings",
    category: "dehydrated",
    price: 3000,
    stock: 16,
    note: "Chewy pineapple rings with a bright flavour.",
  },
  {
    name: "Dried Strawberries",
    category: "dehydrated",
    price: 4400,
    stock: 8,
    note: "Whole dried strawberries, sweet and tart.",
  },
  { name: "Dried Papaya Cubes", category: "dehydrated", price: 2200, stock: 22, note: "Soft cubes of dried papaya." },
  {
    name: "Apple Chips",
    category: "dehydrated",
    price: 2800,
    stock: 0,
    note: "Crisp slices of Kashmiri apple, dried slowly.",
  },
  {
    name: "Banana Chips",
    category: "dehydrated",
    price: 1200,
    stock: 30,
    note: "Crunchy banana chips fried in coconut oil.",
  },
  {
    name: "Dried Orange Slices",
    category: "dehydrated",
    price: 2600,
    stock: 12,
    disabled: true,
    note: "Kinnow slices dried whole; back when the season returns.",
  },
  {
    name: "Dried Cranberries",
    category: "berries",
    price: 3200,
    stock: 26,
    featured: 11,
    note: "Sweetened dried cranberries.",
  },
  {
    name: "Dried Blueberries",
    category: "berries",
    price: 6800,
    stock: 7,
    offer: 10,
    note: "Wild blueberries, dried whole.",
  },
  { name: "Goji Berries", category: "berries", price: 4800, stock: 10, note: "Red goji berries from Ningxia." },
  {
    name: "White Mulberries (Toot)",
    category: "berries",
    price: 2400,
    stock: 15,
    note: "Sun-dried white mulberries, naturally sweet.",
  },
  { name: "Black Currants", category: "berries", price: 2900, stock: 11, note: "Small, intense dried black currants." },
  { name: "Dried Cherries", category: "berries", price: 5400, stock: 5, note: "Tart dried cherries." },
  {
    name: "Eid Dry Fruit Gift Box",
    category: "gift-boxes",
    price: 6500,
    stock: 20,
    byPiece: true,
    featured: 12,
    offer: 10,
    note: "A wooden box of almonds, cashews, pistachios and Ajwa dates (1 kg in all).",
  },
  {
    name: "Dry Fruit Gift Hamper",
    category: "gift-boxes",
    price: 12500,
    stock: 8,
    byPiece: true,
    note: "A basket of eight dry fruits and nuts with a card.",
  },
  {
    name: "Wedding Favour Boxes (Pack of 10)",
    category: "gift-boxes",
    price: 4800,
    stock: 15,
    byPiece: true,
    note: "Ten small boxes of sugar-coated almonds for guests.",
  },
  {
    name: "Honey Dipped Dates Jar",
    category: "gift-boxes",
    price: 1850,
    stock: 0,
    byPiece: true,
    note: "Kalmi dates in Sidr honey, in a 500 g glass jar.",
  },
  {
    name: "Premium Nuts Tin",
    category: "gift-boxes",
    price: 7800,
    stock: 6,
    byPiece: true,
    disabled: true,
    note: "A tin of mixed premium nuts; being repacked.",
  },
  {
    name: "Classic Trail Mix",
    category: "mixes",
    price: 2600,
    stock: 30,
    note: "Almonds, cashews, raisins and peanuts.",
  },
  {
    name: "Berry Nut Mix",
    category: "mixes",
    price: 3400,
    stock: 18,
    offer: 10,
    note: "Cranberries, blueberries, almonds and walnuts.",
  },
  {
    name: "Seed Power Mix",
    category: "mixes",
    price: 2200,
    stock: 20,
    note: "Pumpkin, sunflower, flax and chia seeds.",
  },
  {
    name: "Winter Special Mix",
    category: "mixes",
    price: 4200,
    stock: 14,
    note: "Chilgoza, walnuts, almonds and figs for cold evenings.",
  },
  {
    name: "Student Energy Mix",
    category: "mixes",
    price: 1800,
    stock: 40,
    note: "Peanuts, raisins, banana chips and dates.",
  },
  {
    name: "Roasted Chickpeas (Chana)",
    category: "mixes",
    price: 600,
    stock: 80,
    note: "Crisp roasted chickpeas, plain.",
  },
];

export function describe(product: DemoProduct, categoryName: string): string {
  const unit = product.byPiece ? "Sold per box." : "Packed fresh in 250 g, 500 g and 1 kg packs.";
  return `${product.note} Part of our ${categoryName.toLowerCase()} range, sorted and packed in Islamabad. ${unit} Store in a cool, dry place.`;
}
