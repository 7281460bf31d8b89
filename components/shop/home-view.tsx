import { storedImageUrl } from "@/lib/domain/images";
import type { ListingQuery } from "@/lib/domain/listing";
import { productsHeading, saleHeading } from "@/lib/domain/sale";
import { storeJsonLd } from "@/lib/domain/seo";
import { shop } from "@/lib/domain/shop";
import { listSlides, listVisibleCategories, listVisibleOffers } from "@/lib/server/catalog";
import { env } from "@/lib/server/env";
import { ShopByCategory } from "./category-strip";
import { ChatButton } from "./chat-button";
import { HeroSlider, type Slide } from "./hero-slider";
import { JsonLd } from "./json-ld";
import { ListingControls } from "./listing-controls";
import { ProductListing } from "./product-listing";

/** The home page for one listing query: hero slides, controls, categories and the products. */
export async function HomeView({ query }: { query: ListingQuery }) {
  const [slides, categories, offers] = await Promise.all([listSlides(), listVisibleCategories(), listVisibleOffers()]);
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const heroSlides: Slide[] = slides.map((slide) => ({
    id: slide.id,
    src: storedImageUrl("customize", slide.imageFile, slide.imageUrl),
    href: slide.categoryId
      ? `/products/category/${slide.categoryId}`
      : slide.productId
        ? `/products/${slide.productId}`
        : null,
    title: slide.title,
    subtitle: slide.subtitle,
    action: slide.categoryId
      ? `Shop ${categoryNames.get(slide.categoryId) ?? "the category"}`
      : slide.productId
        ? "See the offer"
        : "Browse our products",
  }));
  return (
    <div className="flex flex-col gap-8">
      <JsonLd data={storeJsonLd(env.SITE_URL)} />
      <h1 className="sr-only">
        {shop.name}: dry fruits, dates and nuts from {shop.city}, delivered across Pakistan
      </h1>
      <HeroSlider slides={heroSlides} />
      <ListingControls query={query} categories={categories.map(({ id, name }) => ({ id, name }))} />
      <ShopByCategory />
      <section id="products" aria-labelledby="products-heading" className="scroll-mt-24">
        <h2 id="products-heading" className="mb-4 text-xl font-bold">
          {saleHeading(offers) ?? productsHeading}
        </h2>
        <ProductListing query={query} path="/" withBanner />
      </section>
      <ChatButton />
    </div>
  );
}
