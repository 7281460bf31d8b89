import type { Metadata } from "next";
import { HomeView } from "@/components/shop/home-view";
import { parseListingQuery } from "@/lib/domain/validation/listing";

// The home page with listing parameters in its URL (/?sort=…), reached through a rewrite.
export const metadata: Metadata = { alternates: { canonical: "/" } };

export default async function HomeListingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <HomeView query={parseListingQuery(await searchParams)} />;
}
