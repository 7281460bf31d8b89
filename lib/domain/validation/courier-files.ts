import { z } from "zod";
import { courierFileKinds, courierFileMessages, maxReferenceLength } from "../courier-files";
import { courierIdSchema } from "./parcels";

// The fields sent with a courier's file (lib/domain/courier-files.ts); the file itself is read by the route.

/** The form's courier for rows whose file names none; an empty choice is none. */
export const shipmentFileSchema = z.object({
  courierId: z.preprocess((value) => (value === "" ? undefined : value), courierIdSchema.optional()),
});

export const paymentFileSchema = z.object({
  courierId: courierIdSchema,
  /** The payment's transfer id or cheque number; the file's name when left empty. */
  reference: z.string().trim().max(maxReferenceLength, courierFileMessages.referenceTooLong).optional(),
});

export const courierFileKindSchema = z.object({ file: z.enum(courierFileKinds) });
