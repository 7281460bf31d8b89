import { categoryMetadata, CategoryView } from "@/components/shop/category-view";
import { parseListingQuery } from "@/lib/domain/validation/listing";

// A category page with listing parameters in its URL (?sort=…), reached through a rewrite.
type Props = {
  params: Promise<{ catId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  return categoryMetadata((await params).catId);
}

export default async function CategoryListingPage({ params, searchParams }: Props) {
  const [{ catId }, search] = await Promise.all([params, searchParams]);
  return <CategoryView categoryId={catId} query={parseListingQuery(search)} />;
}
