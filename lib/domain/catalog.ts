// The catalogue as the shop works with it (clean names, whole rupees), on the server and in the browser.

/** A product's or a category's status (the database's CatalogStatus): a disabled one is not in the shop. */
export const catalogStatuses = ["Active", "Disabled"] as const;
export type CatalogStatus = (typeof catalogStatuses)[number];

export interface CatalogCategoryRef {
  id: string;
  name: string;
  /** Empty where the admin gave none: the Urdu shop then shows `name` (./translated.ts). */
  nameUr: string;
}

export interface CatalogImage {
  fullImage: string;
  thumbnail: string | null;
}

export interface CatalogProduct {
  id: string;
  name: string;
  description: string;
  /** Empty where the admin gave none: the Urdu shop then shows the English text (./translated.ts). */
  nameUr: string;
  descriptionUr: string;
  status: CatalogStatus;
  /** Kilograms for weight-selectable products, pieces otherwise. */
  stock: number;
  price: number;
  offer: number;
  featuredOrder: number | null;
  hasWeightSelection: boolean;
  /** ISO strings: catalogue reads are cached as JSON. */
  createdAt: string;
  updatedAt: string;
  category: CatalogCategoryRef | null;
  images: CatalogImage[];
}

export interface CatalogReview {
  id: string;
  rating: number;
  text: string;
  createdAt: string;
  user: { id: string; name: string };
}

export interface ProductDetail extends CatalogProduct {
  reviews: CatalogReview[];
  rating: { average: number; count: number } | null;
}

/** A search suggestion: enough to show its picture and its 250 g (or piece) price. */
export interface SearchResult {
  id: string;
  name: string;
  nameUr: string;
  image: CatalogImage | null;
  price: number;
  offer: number;
  hasWeightSelection: boolean;
}

export interface CatalogCategory {
  id: string;
  name: string;
  description: string;
  /** Empty where the admin gave none: the Urdu shop then shows the English text (./translated.ts). */
  nameUr: string;
  descriptionUr: string;
  imageFile: string | null;
  imageUrl: string | null;
}

export interface CatalogSlide {
  id: string;
  imageFile: string | null;
  imageUrl: string | null;
  title: string | null;
  subtitle: string | null;
  /** Null where the admin gave none: the Urdu home page then shows the English words (lib/i18n/translated.ts). */
  titleUr: string | null;
  subtitleUr: string | null;
  productId: string | null;
  categoryId: string | null;
}

/** A slide as the admin's slider panel shows it: with the names of what it links to. */
export interface AdminSlide {
  id: string;
  imageFile: string | null;
  imageUrl: string | null;
  title: string | null;
  subtitle: string | null;
  titleUr: string | null;
  subtitleUr: string | null;
  productName: string | null;
  categoryName: string | null;
}

/** A category as the admin sees it: disabled ones too, with how many products it holds. */
export interface AdminCategory extends CatalogCategory {
  status: CatalogStatus;
  productCount: number;
  createdAt: string;
  updatedAt: string;
}
