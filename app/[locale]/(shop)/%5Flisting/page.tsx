import type { Metadata } from "next";
import { HomeView } from "@/components/shop/home-view";
import { parseListingQuery } from "@/lib/domain/validation/listing";
import { enterLocale } from "@/lib/i18n/page-locale";

// The home page with listing parameters in its URL (/?sort=…), reached through a rewrite.
export const metadata: Metadata = { alternates: { canonical: "/" } };

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
