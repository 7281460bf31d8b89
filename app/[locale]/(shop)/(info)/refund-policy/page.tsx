import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RefundPolicy } from "@/components/shop/info-pages";
import { languageAlternates } from "@/lib/i18n/alternates";
import { enterLocale } from "@/lib/i18n/page-locale";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: "info.refund" });
  return {
    title: t("title"),
    alternates: languageAlternates(locale, "/refund-policy"),
  };
}

export default async function RefundPage({ params }: PageProps) {
  await enterLocale(params);
  return <RefundPolicy />;
}
