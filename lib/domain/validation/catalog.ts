import { z } from "zod";

/** A record id as clients send it: a non-empty string of sane length. */
export const idSchema = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(64, `${name} is not valid`);

export const singleProductSchema = z.object({ pId: idSchema("Product id") });
export const productByCategorySchema = z.object({ catId: idSchema("Category id") });
export const productByPriceSchema = z.object({
  price: z.coerce.number({ error: "price must be a number" }).positive("price must be a number").max(100_000_000),
});
export const wishProductSchema = z.object({
  // The original API's clients send null when the shopper never wished for anything.
  productArray: z.preprocess(
    (ids) => ids ?? [],
    z
      .array(idSchema("Product id"), { error: "productArray must be a list of product ids" })
      .max(200, "Too many products"),
  ),
});
export const searchSchema = z.object({
  q: z
    .string()
    .max(100, "Search text is too long")
    .transform((text) => text.replace(/\u0000/g, "").trim())
    .default(""),
});
