/** The first `length` characters and '...' when the text is longer, as the admin tables show names. */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** A count with thousands separators, as the admin shows totals: '100,012'. */
export function formatCount(count: number): string {
  return count.toLocaleString("en-US");
}
