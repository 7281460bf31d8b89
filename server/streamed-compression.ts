// What the server does not keep compressed (a page rendered for each request, an API's answer, an
// RSC payload) goes out compressed as Next.js writes it: brotli or gzip as the client prefers, for
// anything over 1 kB of a compressible type (the `compression` middleware).
import { constants } from "node:zlib";
import compression from "compression";

/**
 * Brotli's window for what is compressed as it is written, in bits: 256 kB. The middleware's brotli
 * keeps its default window, 4 MB, and every response's encoder paid for tables that size: a page
 * rendered for each request took 6-8 ms more of the server's CPU in brotli than in gzip, whatever
 * its length (a bare page 10.6-11.5 ms against 4.5-4.8 ms, the shop's header and footer around
 * nothing 19.1-23.3 ms against 12.4 ms). With 256 kB it took 6.6-7.2 ms and 14.5-17.0 ms, and the
 * bytes are the same for anything up to 256 kB: the home page's 165 kB is 20,814 bytes of brotli
 * either way (a 64 kB window made it 21,930).
 */
export const streamedBrotliWindowBits = 18;

/** The middleware as server/main.ts runs it: brotli at quality 4 (its default) in a 256 kB window, or gzip. */
export function streamedCompression() {
  return compression({
    brotli: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_LGWIN]: streamedBrotliWindowBits,
      },
    },
  });
}
