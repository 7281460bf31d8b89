// Content negotiation for bodies the server keeps already compressed.

/**
 * Whether an Accept-Encoding header allows gzip: named (or `*`) without `q=0`. Browsers and most
 * HTTP clients send `gzip, deflate, br`; a client that sends nothing gets the plain body.
 */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return (weights.get("gzip") ?? weights.get("x-gzip") ?? weights.get("*") ?? 0) > 0;
}
