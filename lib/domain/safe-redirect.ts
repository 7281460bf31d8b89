// The one judge of where the shop may send a visitor after signing in (`?next=` and the guards).

const home = "/";
const probe = "http://shop.invalid";

// Browsers drop tabs and newlines inside URLs and read a backslash as a slash, so "/\t/evil.example"
// and "/\\evil.example" both lead off the site: any control character or backslash is refused.
const unsafeCharacter = /[\u0000-\u001f\u007f\\]/;

function leavesSite(path: string): boolean {
  return !path.startsWith("/") || path.startsWith("//") || unsafeCharacter.test(path);
}

/**
 * A `next` target only if it is a path on this site, normalised as a browser would resolve it
 * (dot segments removed); anything else (absolute, protocol-relative, `javascript:`, encoded
 * tricks) becomes '/'.
 */
export function safeNextPath(value: unknown): string {
  if (typeof value !== "string" || value.length > 2000 || leavesSite(value)) return home;
  let url: URL;
  let decodedPath: string;
  try {
    url = new URL(value, probe);
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    return home;
  }
  // A path that only becomes protocol-relative once decoded (/%2F%2Fevil.example) is refused too,
  // in case anything on the way decodes it again.
  if (url.origin !== probe || leavesSite(decodedPath)) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}
