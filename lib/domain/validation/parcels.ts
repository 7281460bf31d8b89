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
};

/** As couriers print them: "77012345678", "LE-7501234", "KHI 123 456" (spaces dropped). */
export const consignmentNumberSchema = z
  .string({ error: parcelMessages.consignmentNumber })
  // Spaces are dropped below; what may come in is bounded too.
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

export const courierSchema = z.object({
  name: z
    .string({ error: parcelMessages.courierName })
    .trim()
    .min(1, parcelMessages.courierName)
    .max(60, parcelMessages.courierName),
  trackingUrl: z
    .string()
    .trim()
    .max(500, parcelMessages.trackingUrl)
    .refine(
      (url) => url === "" || (/^https:\/\/[^\s]+$/i.test(url) && url.includes(consignmentPlaceholder)),
      parcelMessages.trackingUrl,
    )
    .transform((url) => url || null),
  active: z.boolean().default(true),
});
