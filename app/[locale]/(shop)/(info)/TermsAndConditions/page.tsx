import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TermsAndConditions } from "@/components/shop/info-pages";
import { languageAlternates } from "@/lib/i18n/alternates";
import { enterLocale } from "@/lib/i18n/page-locale";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: "info.terms" });
  return {
    title: t("title"),
    alternates: languageAlternates(locale, "/TermsAndConditions"),
  };
}

export default async function TermsPage({ params }: PageProps) {
  await enterLocale(params);
  return <TermsAndConditions />;
}
