// The shop's own details, shown in the header, footer, static pages and delivery slips.
import { formatRupees, freeDeliveryThreshold } from "./pricing";

/** The shipping policy's working days from the confirmation call to the door. */
const deliveryDays = { fewest: 3, most: 5 } as const;
/** The exchange policy's days for sending a product back, counted from delivery. */
const exchangeDays = 7;

export const shop = {
  name: "Margalla Dry Fruits",
  /** The name, tagline, city, address and hours on the Urdu pages (lib/i18n/translated.ts nameIn, textIn). */
  nameUr: "مارگلہ ڈرائی فروٹس",
  tagline: "Dry fruits, dates and nuts from Islamabad, delivered across Pakistan.",
  taglineUr: "اسلام آباد سے ڈرائی فروٹس، کھجوریں اور میوے، پورے پاکستان میں ڈیلیوری۔",
  city: "Islamabad",
  cityUr: "اسلام آباد",
  address: "Shop 14, Jinnah Super Market, F-7 Markaz, Islamabad",
  addressUr: "دکان 14، جناح سپر مارکیٹ، ایف سیون مرکز، اسلام آباد",
  phone: "+92 300 1234567",
  whatsappNumber: "923001234567",
  email: "support@margalladryfruits.pk",
  since: 1995,
  /**
   * The free-delivery rule as every other text says it ("free on orders of Rs. 5,000 or more"):
   * an order of exactly the threshold is delivered free (pricing.ts deliveryChargeFor).
   */
  freeDeliveryFrom: `${formatRupees(freeDeliveryThreshold)} or more`,
  freeDeliveryFromUr: `${formatRupees(freeDeliveryThreshold)} یا اس سے زیادہ`,
  businessHours: "Mon - Sun: 24 Hours",
  businessHoursUr: "پیر تا اتوار: چوبیس گھنٹے",
  /** The shipping policy's delivery time, counted from the confirmation call. */
  deliveryDays,
  deliveryWindow: `${deliveryDays.fewest} to ${deliveryDays.most} working days`,
  /** The exchange policy's window for sending a product back, counted from delivery. */
  exchangeDays,
  exchangeWindow: `${exchangeDays} days`,
} as const;
