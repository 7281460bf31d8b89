import type { Metadata } from "next";
import { HomeView } from "@/components/shop/home-view";
import { parseListingQuery } from "@/lib/domain/validation/listing";
import { languageAlternates } from "@/lib/i18n/alternates";
import { enterLocale } from "@/lib/i18n/page-locale";

// The home page with listing parameters in its URL (/?sort=…), reached through a rewrite: its
// canonical is the bare home page in its language.
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return { alternates: languageAlternates(await enterLocale(params), "/") };
}

export default async function HomeListingPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await enterLocale(params);
  return <HomeView query={parseListingQuery(await searchParams)} />;
}
