export interface CatalogCategoryRef {
  id: string;
  name: string;
}

export interface CatalogProduct {
  id: string;
  name: string;
  description: string;
  status: "Active" | "Disabled";
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
  images: { fullImage: string; thumbnail: string | null }[];
}
