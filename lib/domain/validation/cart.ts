import { z } from "zod";
import { maxQuantity, minQuantity } from "../cart";
import { weightOptions } from "../pricing";
import { idSchema } from "./catalog";

/** A weight as clients send it: '250g', '500g', '1kg', or nothing for products sold by the piece. */
export const weightSchema = z
  .union([z.enum(weightOptions.map((option) => option.value)), z.literal(""), z.null()])
  .optional()
  .transform((weight) => (weight ? weight : null));

const quantitySchema = z.coerce
  .number()
  .int("Quantity must be a whole number")
  .min(minQuantity, `Quantity must be at least ${minQuantity}`)
  .max(maxQuantity, `Quantity cannot be more than ${maxQuantity}`)
  .optional();

/** One cart or order line: the old clients spell the quantity `quantitiy`; both are accepted. */
export const lineSchema = z
  .object({ id: idSchema("Product id"), weight: weightSchema, quantity: quantitySchema, quantitiy: quantitySchema })
  .transform(({ id, weight, quantity, quantitiy }) => ({ id, weight, quantity: quantity ?? quantitiy ?? minQuantity }));

export type LineInput = z.output<typeof lineSchema>;

/**
 * The stored cart's lines. The original API's clients send only the ids (`{ productArray: [id] }`):
 * each is read as one pack at the default size.
 */
export const cartProductSchema = z.preprocess(
  (body) => {
    if (typeof body !== "object" || body === null || "cart" in body || !("productArray" in body)) return body;
    const ids = body.productArray;
    return { cart: Array.isArray(ids) ? ids.map((id: unknown) => ({ id })) : ids };
  },
  z.object({
    cart: z.array(lineSchema, { error: "cart must be a list of lines" }).max(100, "The cart has too many lines"),
  }),
);
