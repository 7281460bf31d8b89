// The compressed bytes of the pages Next.js keeps, made once per version of a page (its ETag,
// lib/server/cache/page-etag.mjs) and coding, and kept in this process's memory: a quarter of
// SHOP_CACHE_MAX_MB, least recently used first out. A page dropped from here is compressed again
// on its next hit, which costs what every hit cost before.
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import type { KeptCoding } from "../lib/server/cache/content-negotiation";

// Off the event loop (zlib's thread pool). On the 69 kB Urdu home page: brotli quality 6 takes
// 1.4 ms for 13.9 kB, 9 takes 16 ms for 13.7 kB, 11 takes 73 ms for 12.7 kB; a product page is
// compressed again after each order of it, so 6. Gzip 9 takes 1.7 ms, 0.3% smaller than 6.
const compressors: Record<KeptCoding, (html: Buffer) => Promise<Buffer>> = {
  br: (html) =>
    promisify(brotliCompress)(html, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
  gzip: (html) => promisify(gzip)(html, { level: 9 }),
};

export interface PageEncodings {
  /** The bytes kept for this version and coding, if any. */
  get(etag: string, coding: KeptCoding): Buffer | undefined;
  /** Compresses `html` once however many hits ask for it meanwhile, and keeps the bytes. */
  encode(etag: string, coding: KeptCoding, html: Buffer): Promise<Buffer>;
}

export function pageEncodings(maxBytes: number): PageEncodings {
  const kept = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (bytes) => bytes.length || 1 });
  const pending = new Map<string, Promise<Buffer>>();
  const keyOf = (etag: string, coding: KeptCoding) => `${coding} ${etag}`;
  return {
    get: (etag, coding) => kept.get(keyOf(etag, coding)),
    encode(etag, coding, html) {
      const key = keyOf(etag, coding);
      const running = pending.get(key);
      if (running) return running;
      const encoding = compressors[coding](html)
        .then((bytes) => {
          kept.set(key, bytes);
          return bytes;
        })
        .finally(() => pending.delete(key));
      pending.set(key, encoding);
      return encoding;
    },
  };
}
