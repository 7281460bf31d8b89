import { HomeView } from "@/components/shop/home-view";
import { defaultListingQuery } from "@/lib/domain/validation/listing";

// Cached for everyone until the catalogue changes; a sorted or filtered home (?sort=…) is rewritten
// to ./%5Flisting (next.config.mjs) and rendered per request.
export const revalidate = 3600;

export default function HomePage() {
  return <HomeView query={defaultListingQuery} />;
}
