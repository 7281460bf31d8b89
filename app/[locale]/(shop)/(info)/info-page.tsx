import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { languageAlternates } from "@/lib/i18n/alternates";
import type { Locale } from "@/lib/i18n/locales";
import { enterLocale } from "@/lib/i18n/page-locale";

// The two exports of each static page (about, FAQ, the policies): its metadata and its body, in
// the page's language; the words are components/shop/info-pages.tsx's and messages/*/info.json's.

type PageProps = { params: Promise<{ locale: string }> };

export function infoPage({
  path,
  part,
  Body,
  describe,
}: {
  /** The English address, whose twins the page names. */
  path: string;
  /** Its part of messages/<locale>/info.json, which holds its title. */
  part: "about" | "faq" | "terms" | "refund" | "returns" | "shipping";
  Body: () => React.ReactNode;
  /** The search engines' description, for the pages that have one. */
  describe?: (locale: Locale) => Promise<string>;
}) {
  return {
    generateMetadata: async ({ params }: PageProps): Promise<Metadata> => {
      const locale = await enterLocale(params);
      const t = await getTranslations({ locale, namespace: `info.${part}` });
      const description = await describe?.(locale);
      return {
        title: t("title"),
        ...(description === undefined ? {} : { description }),
        alternates: languageAlternates(locale, path),
      };
    },
    Page: async ({ params }: PageProps) => {
      await enterLocale(params);
      return <Body />;
    },
  };
}
