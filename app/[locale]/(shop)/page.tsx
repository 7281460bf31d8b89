import { HomeView } from "@/components/shop/home-view";
import { defaultListingQuery } from "@/lib/domain/validation/listing";
import { enterLocale } from "@/lib/i18n/page-locale";

// Cached for everyone until the catalogue changes; a sorted or filtered home (?sort=…) is rewritten
// to ./%5Flisting (next.config.mjs) and rendered per request.
export const revalidate = 3600;

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  await enterLocale(params);
  return <HomeView query={defaultListingQuery} />;
}
