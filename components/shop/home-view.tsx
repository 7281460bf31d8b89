import { getLocale, getTranslations } from "next-intl/server";
import { storedImageUrl } from "@/lib/domain/images";
import type { ListingQuery } from "@/lib/domain/listing";
import { saleOn } from "@/lib/domain/sale";
import { storeJsonLd } from "@/lib/domain/seo";
import { nameIn, optionalTextIn } from "@/lib/i18n/translated";
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
  const [slides, allCategories, offers, t, locale] = await Promise.all([
    listSlides(),
    listVisibleCategories(),
    listVisibleOffers(),
    getTranslations("catalog"),
    getLocale(),
  ]);
  const categories = allCategories.map((category) => ({ id: category.id, name: nameIn(category, locale) }));
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const shopCategory = (id: string) => {
    const name = categoryNames.get(id);
    return name ? t("slideCategory", { category: name }) : t("slideSomeCategory");
  };
  const sale = saleOn(offers);
  const heroSlides: Slide[] = slides.map((slide) => ({
    id: slide.id,
    src: storedImageUrl("customize", slide.imageFile, slide.imageUrl),
    href: slide.categoryId
      ? `/products/category/${slide.categoryId}`
      : slide.productId
        ? `/products/${slide.productId}`
        : null,
    title: optionalTextIn(slide.title, slide.titleUr, locale),
    subtitle: optionalTextIn(slide.subtitle, slide.subtitleUr, locale),
    action: slide.categoryId
      ? shopCategory(slide.categoryId)
      : slide.productId
        ? t("slideProduct")
        : t("slideProducts"),
  }));
  return (
    <div className="flex flex-col gap-8">
      <JsonLd data={storeJsonLd(env.SITE_URL)} />
      <h1 className="sr-only">{t("homeHeading")}</h1>
      <HeroSlider slides={heroSlides} />
      <ListingControls query={query} categories={categories} />
      <ShopByCategory />
      <section id="products" aria-labelledby="products-heading" className="scroll-mt-24">
        <h2 id="products-heading" className="mb-4 text-xl font-bold">
          {sale ? t(sale.flat ? "saleFlat" : "saleUpTo", { percent: sale.percent }) : t("ourProducts")}
        </h2>
        <ProductListing query={query} path="/" withBanner />
      </section>
      <ChatButton />
    </div>
  );
}
