import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { languageAlternates } from "@/lib/i18n/alternates";
import { enterLocale } from "@/lib/i18n/page-locale";
import { PageMessages } from "@/lib/i18n/page-messages";
import { TrackOrderClient } from "./track-order-client";

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("track");
  return { title: t("title"), description: t("description"), alternates: languageAlternates(locale, "/track-order") };
}

export default async function TrackOrderPage({ params }: Props) {
  await enterLocale(params);
  const t = await getTranslations("track");
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-stone-700">{t("intro")}</p>
      <PageMessages parts={["track", "validation"]}>
        <TrackOrderClient />
      </PageMessages>
    </div>
  );
}
