import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import type { ListingQuery } from "@/lib/domain/listing";
import { breadcrumbJsonLd } from "@/lib/domain/seo";
import { localePath } from "@/lib/i18n/locales";
import { descriptionIn, nameIn } from "@/lib/i18n/translated";
import { getVisibleCategory } from "@/lib/server/catalog";
import { env } from "@/lib/server/env";
import { languageAlternates } from "@/lib/i18n/alternates";
import { Breadcrumb } from "./breadcrumb";
import { JsonLd } from "./json-ld";
import { ListingControls } from "./listing-controls";
import { ProductListing } from "./product-listing";

/** A category page's title and description in the page's language; its canonical is that language's address. */
export async function categoryMetadata(categoryId: string): Promise<Metadata> {
  const [category, t, locale] = await Promise.all([
    getVisibleCategory(categoryId),
    getTranslations("catalog"),
    getLocale(),
  ]);
  if (!category) return { title: t("notFoundTitle") };
  const name = nameIn(category, locale);
  const description = descriptionIn(category, locale) || t("categoryDescription", { category: name });
  const path = `/products/category/${category.id}`;
  const url = localePath(locale, path);
  return {
    title: name,
    description,
    alternates: languageAlternates(locale, path),
    openGraph: { title: name, description, url },
  };
}

/** A category page for one listing query: breadcrumb, heading, controls and the products. */
export async function CategoryView({ categoryId, query }: { categoryId: string; query: ListingQuery }) {
  const [category, t, locale] = await Promise.all([
    getVisibleCategory(categoryId),
    getTranslations("catalog"),
    getLocale(),
  ]);
  if (!category) notFound();
  const path = `/products/category/${category.id}`;
  const name = nameIn(category, locale);
  const description = descriptionIn(category, locale);
  return (
    <div>
      <JsonLd
        data={breadcrumbJsonLd(env.SITE_URL, [
          { name: t("shop"), href: localePath(locale, "/") },
          { name, href: localePath(locale, path) },
        ])}
      />
      <Breadcrumb items={[{ name: t("shop"), href: "/" }, { name }]} />
      <h1 className="mb-1 text-2xl font-bold">{name}</h1>
      {/* English where the admin gave no Urdu: it runs in its own direction. */}
      {description && (
        <p dir="auto" className="mb-4 text-stone-700">
          {description}
        </p>
      )}
      <div className="mb-4">
        <ListingControls query={{ ...query, categoryId: undefined }} categories={[]} showCategory={false} />
      </div>
      <h2 className="sr-only">{t("products")}</h2>
      <ProductListing query={{ ...query, categoryId: category.id }} path={path} priorityImages={2} />
    </div>
  );
}
