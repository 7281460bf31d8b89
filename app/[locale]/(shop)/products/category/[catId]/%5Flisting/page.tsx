import { categoryMetadata, CategoryView } from "@/components/shop/category-view";
import { enterLocale } from "@/lib/i18n/page-locale";
import { parseListingQuery } from "@/lib/domain/validation/listing";

// A category page with listing parameters in its URL (?sort=…), reached through a rewrite.
type Props = {
  params: Promise<{ locale: string; catId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  await enterLocale(params);
  return categoryMetadata((await params).catId);
}

export default async function CategoryListingPage({ params, searchParams }: Props) {
  await enterLocale(params);
  const [{ catId }, search] = await Promise.all([params, searchParams]);
  return <CategoryView categoryId={catId} query={parseListingQuery(search)} />;
}
