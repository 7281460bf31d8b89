import { z } from "zod";
import { consignmentPlaceholder, returnReasons } from "../parcels";
import { idSchema } from "./catalog";

// What the admin types about a parcel: its courier and consignment number, a return, a payment.

export const parcelMessages = {
  consignmentNumber: "Please enter the consignment number (letters, digits and dashes)",
  courier: "Please choose a courier from the list.",
  courierName: "Please enter the courier's name",
  trackingUrl: `The tracking page must be an https:// address with ${consignmentPlaceholder} where the consignment number goes`,
  reason: "Please choose why the parcel came back",
  amount: "Please enter the amount in whole rupees",
  shipped: "Courier and consignment number saved",
};

/** As couriers print them: "77012345678", "LE-7501234", "KHI 123 456" (spaces dropped). */
export const consignmentNumberSchema = z
  .string({ error: parcelMessages.consignmentNumber })
  // Bounded before the spaces are dropped too, as every string a client sends (bounds.test.ts).
  .max(100, parcelMessages.consignmentNumber)
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .pipe(
    z
      .string()
      .min(3, parcelMessages.consignmentNumber)
      .max(40, parcelMessages.consignmentNumber)
      .regex(/^[A-Z0-9][A-Z0-9-]*$/, parcelMessages.consignmentNumber),
  );

export const courierIdSchema = z
  .string({ error: parcelMessages.courier })
  .trim()
  .min(1, parcelMessages.courier)
  .max(64, parcelMessages.courier);

export const shipOrderSchema = z.object({
  oId: idSchema("Order id"),
  courierId: courierIdSchema,
  consignmentNumber: consignmentNumberSchema,
});

/** The courier and consignment number as the admin's status form asks for them. */
export const shipmentFieldsSchema = shipOrderSchema.omit({ oId: true });

export const recordReturnSchema = z.object({
  oId: idSchema("Order id"),
  reason: z.enum(returnReasons, { error: parcelMessages.reason }),
});

/** Whole rupees, as every amount in the shop. */
export const rupeesSchema = z.coerce
  .number({ error: parcelMessages.amount })
  .int(parcelMessages.amount)
  .min(0, parcelMessages.amount)
  .max(100_000_000, parcelMessages.amount);

const courierNameSchema = z
  .string({ error: parcelMessages.courierName })
  .trim()
  .min(1, parcelMessages.courierName)
  .max(60, parcelMessages.courierName);

const trackingUrlSchema = z
  .string({ error: parcelMessages.trackingUrl })
  .trim()
  .max(500, parcelMessages.trackingUrl)
  .refine(
    (url) => url === "" || (/^https:\/\/[^\s]+$/i.test(url) && url.includes(consignmentPlaceholder)),
    parcelMessages.trackingUrl,
  )
  .transform((url) => url || null);

const activeSchema = z.boolean({ error: "Active must be true or false" });

export const courierSchema = z.object({
  name: courierNameSchema,
  trackingUrl: trackingUrlSchema,
  active: activeSchema.default(true),
});
export type CourierFormInput = z.input<typeof courierSchema>;
export type CourierForm = z.output<typeof courierSchema>;

/** PUT /api/couriers/{id}: what is sent changes, the rest stays ({ active: false } retires the courier). */
export const courierChangeSchema = z
  .object({
    name: courierNameSchema.optional(),
    trackingUrl: trackingUrlSchema.optional(),
    active: activeSchema.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), "Nothing to change");
export type CourierChange = z.output<typeof courierChangeSchema>;

/** What the courier list's changes answer and refuse. */
export const courierMessages = {
  added: (name: string) => `${name} added`,
  updated: (name: string) => `${name} updated`,
  retired: (name: string) => `${name} retired: no new parcels are handed to it`,
  reactivated: (name: string) => `${name} is back in the list`,
  deleted: (name: string) => `${name} deleted`,
  notFound: "Courier not found",
  taken: (name: string) => `A courier named ${name} is already in the list.`,
  inUse: (name: string, parcels: number) =>
    `${name} has carried ${parcels === 1 ? "a parcel" : `${parcels} parcels`}: retire it instead, so its parcels keep their courier and tracking link.`,
};
