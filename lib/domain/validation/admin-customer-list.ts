// The admin's customers list as its address describes it: a search and a page, read from the query
// string (anything unknown falls back to the default, never an error).
import { z } from "zod";
import { phoneDigits } from "../phone";

export const customersPerPage = 50;

export const customerListQuerySchema = z.object({
  /** A name, an e-mail or a phone number, or a part of one. */
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export function customerListSearch({ q, page }: Partial<CustomerListQuery>): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page && page > 1) params.set("page", String(page));
  return params.size ? `?${params}` : "";
}

/**
 * What a search typed as a phone number, or a part of one, looks for among numbers reduced by
 * `phoneDigits`: '0300-1234567' and '+92 300 1234567' both look for '923001234567', '0300 12' for '9230012'.
 * Null when the search is not a phone number.
 */
export function phoneSearchDigits(q: string): string | null {
  if (!/^\+?[\d\s\-.()]+$/.test(q) || q.replace(/\D/g, "").length < 4) return null;
  return phoneDigits(q).replace(/^0+/, "");
}
