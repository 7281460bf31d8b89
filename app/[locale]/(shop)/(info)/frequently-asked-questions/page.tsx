import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FrequentlyAskedQuestions } from "@/components/shop/info-pages";
import { languageAlternates } from "@/lib/i18n/alternates";
import { enterLocale } from "@/lib/i18n/page-locale";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: "info.faq" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: languageAlternates(locale, "/frequently-asked-questions"),
  };
}

export default async function FaqPage({ params }: PageProps) {
  await enterLocale(params);
  return <FrequentlyAskedQuestions />;
}
