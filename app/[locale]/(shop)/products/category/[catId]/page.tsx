import { categoryMetadata, CategoryView } from "@/components/shop/category-view";
import { enterLocale } from "@/lib/i18n/page-locale";
import { defaultListingQuery } from "@/lib/domain/validation/listing";

type Props = { params: Promise<{ locale: string; catId: string }> };

// Rendered on a category's first visit and cached until the catalogue changes; with listing
// parameters (?sort=…) the request is rewritten to ./%5Flisting and rendered each time.
export const revalidate = 3600;

export function generateStaticParams(): { catId: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props) {
  await enterLocale(params);
  return categoryMetadata((await params).catId);
}

export default async function CategoryPage({ params }: Props) {
  await enterLocale(params);
  return <CategoryView categoryId={(await params).catId} query={defaultListingQuery} />;
}
