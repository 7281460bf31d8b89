import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AboutUs } from "@/components/shop/info-pages";
import { shop } from "@/lib/domain/shop";
import { nameIn } from "@/lib/i18n/translated";
import { languageAlternates } from "@/lib/i18n/alternates";
import { enterLocale } from "@/lib/i18n/page-locale";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: "info.about" });
  return {
    title: t("title"),
    description: t("description", { name: nameIn(shop, locale), since: String(shop.since) }),
    alternates: languageAlternates(locale, "/about-us"),
  };
}

export default async function AboutPage({ params }: PageProps) {
  await enterLocale(params);
  return <AboutUs />;
}
