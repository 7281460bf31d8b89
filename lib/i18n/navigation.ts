// Links and navigation of the shop's pages in the page's language (next-intl's, on the shop's
// routing): given an English path ("/products/x"), they go to its twin in the language of the page
// they are on ("/ur/products/x" on an Urdu page). For the storefront only: the admin, outside the
// languages, keeps next/link and next/navigation.
import { createNavigation } from "next-intl/navigation";
import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "./locales";

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English keeps today's addresses; the pages' own /en/... is a rewrite (next.config.mjs).
  localePrefix: "as-needed",
  // A first visit is never redirected by Accept-Language: search engines must see both languages.
  localeDetection: false,
});

export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
