// The shop's own details, shown in the header, footer, static pages and delivery slips.
import { formatRupees, freeDeliveryThreshold } from "./pricing";

export const shop = {
  name: "Margalla Dry Fruits",
  tagline: "Dry fruits, dates and nuts from Islamabad, delivered across Pakistan.",
  city: "Islamabad",
  address: "Shop 14, Jinnah Super Market, F-7 Markaz, Islamabad",
  phone: "+92 300 1234567",
  whatsappNumber: "923001234567",
  email: "support@margalladryfruits.pk",
  since: 1995,
  /** The top bar: the spec's words (shopper-side.md), with the threshold of the delivery rule. */
  freeShippingBanner: `FREE SHIPPING ON ORDERS OVER RS. ${freeDeliveryThreshold}`,
  /**
   * The free-delivery rule as every other text says it ("free on orders of Rs. 5,000 or more"):
   * an order of exactly the threshold is delivered free (pricing.ts deliveryChargeFor).
   */
  freeDeliveryFrom: `${formatRupees(freeDeliveryThreshold)} or more`,
  businessHours: "Mon - Sun: 24 Hours",
  /** The shipping policy's delivery time, counted from the confirmation call. */
  deliveryWindow: "3 to 5 working days",
  /** The exchange policy's window for sending a product back, counted from delivery. */
  exchangeWindow: "7 days",
} as const;
