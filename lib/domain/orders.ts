// Orders: the statuses (the database's enum names and the labels the spec shows and the API speaks)
// and the order as the shop reads it.
import type { CartLine } from "./cart";
import type { CatalogImage } from "./catalog";
import type { Weight } from "./pricing";
import type { CheckoutForm } from "./validation/checkout";

export const orderStatuses = ["NotProcessed", "Processing", "Shipped", "Delivered", "Cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabel: Record<OrderStatus, string> = {
  NotProcessed: "Not processed",
  Processing: "Processing",
  Shipped: "Shipped",
  Delivered: "Delivered",
  Cancelled: "Cancelled",
};

export function orderStatusFromLabel(label: string): OrderStatus | undefined {
  return orderStatuses.find((status) => orderStatusLabel[status] === label || status === label);
}

export interface OrderLine {
  /** Null once the product was deleted; the line keeps its snapshot. */
  product: { id: string; name: string; price: number; images: CatalogImage[] } | null;
  productName: string;
  productImage: string | null;
  weight: Weight | null;
  quantity: number;
  /** Price of one pack as sold, after the offer. */
  unitPrice: number;
  originalPrice: number;
}

/** An order as the shop shows it to its customer and its admin. Dates are ISO strings. */
export interface Order {
  id: string;
  transactionId: string;
  status: OrderStatus;
  isGuest: boolean;
  user: { id: string; name: string; email: string } | null;
  fullName: string;
  email: string | null;
  phone: string;
  address: string;
  city: string;
  specialInstructions: string | null;
  subtotal: number;
  deliveryCharge: number;
  promoDiscount: number;
  total: number;
  paymentMethod: string;
  promoCode: string | null;
  lines: OrderLine[];
  createdAt: string;
  updatedAt: string;
}

/** An order as the checkout asks for it; the server prices it again and answers the `Order`. */
export interface OrderRequest {
  lines: Pick<CartLine, "id" | "weight" | "quantity">[];
  contact: CheckoutForm;
  customerId: string | null;
  /** One per checkout, so a retried submission is answered with the order it already placed. */
  transactionId: string;
  promoCode: string | null;
  /** What the shopper was shown; sent because the legacy payload has them, never read by the server. */
  shown: { subtotal: number; deliveryCharge: number; promoDiscount: number; total: number };
}
