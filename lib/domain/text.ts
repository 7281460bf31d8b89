/** The first `length` characters and '...' when the text is longer, as the admin tables show names. */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** A count with thousands separators, as the admin shows totals: '100,012'. */
export function formatCount(count: number): string {
  return count.toLocaleString("en-US");
}

// What a mail client would make a link of: a scheme, 'www.', an e-mail address, or a name ending in
// a top-level domain people know ('bank-verify.com', 'x.pk/login'); 'H.No.12' and 'St.5' are not.
const linkLike =
  /\S*(?:[a-z][a-z\d+.-]*:\/\/|www\.|@[\w-]+\.)\S*|\S*[\p{L}\d-]\.(?:com|net|org|info|biz|pk|io|co|me|app|xyz|top|site|online|link|click|live|shop|store|ly|gl|to|in|uk|us|ru|cn)\b\S*/giu;

/**
 * Text a shopper typed, as the shop's e-mails may repeat it to whoever the shopper named: no link
 * or anything a mail client would turn into one, one line, at most `length` characters.
 */
export function plainShopperText(text: string, length: number): string {
  const plain = text.replace(linkLike, " ").replace(/\s+/g, " ").trim();
  return plain.length > length ? `${plain.slice(0, length - 1).trimEnd()}…` : plain;
}
