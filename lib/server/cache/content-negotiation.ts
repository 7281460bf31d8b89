// What a client accepts (Accept-Encoding) and already holds (If-None-Match), for the answers the
// shop keeps compressed (./kept-document.ts, server/kept-pages.ts).

/** The codings the shop keeps compressed answers in, the one it prefers first. */
export const keptCodings = ["br", "gzip"] as const;
export type KeptCoding = (typeof keptCodings)[number];

/** Parses `name;q=0.5, other` into weights; a name without q weighs 1, a q that is not a number 0. */
function weights(header: string): Map<string, number> {
  const weighed = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weighed.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return weighed;
}

/**
 * The coding of `offered` the client weighs highest (on a tie, the earlier one), or null for the
 * bytes as they are: no Accept-Encoding, or none of `offered` acceptable.
 */
export function preferredEncoding<Coding extends string>(
  acceptEncoding: string | null,
  offered: readonly Coding[],
): Coding | null {
  if (!acceptEncoding) return null;
  const accepted = weights(acceptEncoding);
  let best: Coding | null = null;
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = accepted.get(coding) ?? accepted.get("*") ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/** Whether If-None-Match names `etag` (compared weakly, as RFC 9110 has it compared) or is `*`. */
export function holdsCurrent(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}
