/** The first `length` characters and '...' when the text is longer, as the admin tables show names. */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
