import "server-only";
import { cached } from "../cache/cached";
import { catalogTag } from "./cache-tags";

// `next build` runs without a database: the pages it prerenders are kept by nobody (its cache store
// is its own memory), and every page is rendered from the database on its first request.
const building = process.env.NEXT_PHASE === "phase-production-build";

/** The one way the shop caches a catalogue read; `catalogTag` is added to `tags`. */
export function cachedRead<A extends unknown[], R>(
  name: string,
  options: { tags: (...args: NoInfer<A>) => string[]; whileBuilding: NoInfer<R>; revalidate?: number },
  read: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  const tags = (...args: A) => [catalogTag, ...options.tags(...args)];
  const kept = cached(`catalog:${name}`, { tags, revalidate: options.revalidate }, read);
  return (...args: A): Promise<R> => (building ? Promise.resolve(options.whileBuilding) : kept(...args));
}
