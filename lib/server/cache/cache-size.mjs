// How much memory the shop's caches take in one process (SHOP_CACHE_MAX_MB, 64 MB unless set): the
// memory store, or with Redis the local copies of its entries (./cache-store.mjs); the last good
// copies of pages and the kept pages' compressed bytes (server/page-encodings.ts) take a quarter each.
export const cacheMaxBytes = () => Number(process.env.SHOP_CACHE_MAX_MB || 64) * 1024 * 1024;
