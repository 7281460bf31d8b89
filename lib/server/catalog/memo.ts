import "server-only";

// Next.js' data cache refuses entries over 2 MB, and the whole catalogue (all-product, the sitemap)
// is larger at 10,000 products. Those reads are kept here, in this process, until the catalogue changes.
let version = 0;
const entries = new Map<string, { version: number; value: Promise<unknown> }>();

export function forgetCatalogMemo(): void {
  version += 1;
  entries.clear();
}

export function memoizeCatalog<T>(key: string, read: () => Promise<T>): Promise<T> {
  const found = entries.get(key);
  if (found && found.version === version) return found.value as Promise<T>;
  const value = read();
  entries.set(key, { version, value });
  // A failed read is not kept: the next request tries again.
  value.catch(() => entries.delete(key));
  return value;
}
