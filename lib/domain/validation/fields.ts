// Field parsers for forms that arrive as JSON or as multipart text.
import { z } from "zod";
import { locales } from "@/lib/i18n/locales";
import { catalogStatuses } from "../catalog";

export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep it under ${max} characters`);

/**
 * An optional name, description or slide's words in Urdu, bounded as its English one is: empty where
 * none is given, and the Urdu shop then shows the English text (lib/i18n/translated.ts).
 */
export const urduText = (what: "name" | "description" | "title" | "subtitle", max: number) =>
  z.string().trim().max(max, `Please keep the Urdu ${what} under ${max} characters`);

/** A number where text is expected (the original API's clients send phone numbers as numbers). */
export const numberToText = (value: unknown) => (typeof value === "number" ? String(value) : value);

/** '' and null become undefined, so optional numbers and ids can be left empty. */
export const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** A checkbox or flag: booleans, and the text 'true'/'false' in any case (the old edit form sent 'FALSE'). */
export const flag = (fallback: boolean) =>
  z.preprocess(
    (value) => {
      if (typeof value === "string") {
        const text = value.trim().toLowerCase();
        if (["true", "on", "1", "yes"].includes(text)) return true;
        if (["false", "off", "0", "no", ""].includes(text)) return false;
      }
      return value;
    },
    z.boolean({ error: "Must be true or false" }).default(fallback),
  );

/** An image on another site: https only, since an http:// picture is blocked on the shop's https pages. */
export const imageUrlMessage = "The image URL must be an absolute https:// URL";
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .url(imageUrlMessage)
  .refine((url) => /^https:\/\//i.test(url), imageUrlMessage);

export const catalogStatusSchema = z.enum(catalogStatuses, { error: "Status must be Active or Disabled" });

/**
 * The page's language, for what the server writes to the shopper (e-mails, messages, refusals);
 * added after the legacy contract, so old clients leave it out (English). A value it does not know
 * is a client's bug and is refused rather than mailed in a language the shopper did not choose.
 */
export const pageLocale = z.enum(locales, { error: "Language must be en or ur" }).nullable().optional();
