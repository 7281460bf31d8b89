import { Suspense } from "react";
import { CategoryStrip, CategoryStripSkeleton } from "@/components/shop/category-strip";
import { ChatButton } from "@/components/shop/chat-button";
import { HeroSlider, type Slide } from "@/components/shop/hero-slider";
import { ListingControls } from "@/components/shop/listing-controls";
import { ProductListing } from "@/components/shop/product-listing";
import { storedImageUrl } from "@/lib/domain/images";
import { parseListingQuery } from "@/lib/domain/listing";
import { listSlides, listVisibleCategories } from "@/lib/server/catalog";

export default async function HomePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = parseListingQuery(await searchParams);
  const [slides, categories] = await Promise.all([listSlides(), listVisibleCategories()]);
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const heroSlides: Slide[] = slides.map((slide) => ({
    id: slide.id,
    src: storedImageUrl("customize", slide.imageFile, slide.imageUrl),
    href: slide.categoryId ? `/products/category/${slide.categoryId}` : slide.productId ? `/products/${slide.productId}` : null,
    alt: slide.categoryId ? `Shop ${categoryNames.get(slide.categoryId) ?? "the category"}` : slide.productId ? "See the offer" : "Browse our products",
  }));
  return (
    <div className="flex flex-col gap-8">
      <HeroSlider slides={heroSlides} />
      <ListingControls query={query} categories={categories.map(({ id, name }) => ({ id, name }))} />
      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="mb-3 text-xl font-bold">
          Shop by Category
        </h2>
        <Suspense fallback={<CategoryStripSkeleton />}>
          <CategoryStrip />
        </Suspense>
      </section>
      <section id="products" aria-labelledby="products-heading" className="scroll-mt-24">
        <h2 id="products-heading" className="mb-4 text-xl font-bold">
          Sale is Live - Flat 20% Off
        </h2>
        <ProductListing query={query} path="/" withBanner />
      </section>
      <ChatButton />
    </div>
  );
}
