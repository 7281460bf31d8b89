import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ShippingPolicy } from "@/components/shop/info-pages";
import { shop } from "@/lib/domain/shop";
import { languageAlternates } from "@/lib/i18n/alternates";
import { enterLocale } from "@/lib/i18n/page-locale";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: "info.shipping" });
  return {
    title: t("title"),
    description: t("description", {
      fewest: String(shop.deliveryDays.fewest),
      most: String(shop.deliveryDays.most),
    }),
    alternates: languageAlternates(locale, "/shipping-policy"),
  };
}

export default async function ShippingPage({ params }: PageProps) {
  await enterLocale(params);
  return <ShippingPolicy />;
}
