import { getLocale, getTranslations } from "next-intl/server";
import { useTranslations } from "next-intl";
import { Suspense } from "react";
import { PlainImage } from "@/components/ui/plain-image";
import { storedImageUrl } from "@/lib/domain/images";
import { Link } from "@/lib/i18n/navigation";
import { nameIn } from "@/lib/i18n/translated";
import { listVisibleCategories } from "@/lib/server/catalog";
import { StripScroller } from "./strip-scroller";

const skeletons = 6;

export function CategoryStripSkeleton() {
  return (
    <div className="flex gap-4 overflow-hidden" aria-hidden="true">
      {Array.from({ length: skeletons }, (_, index) => (
        <div key={index} className="flex w-28 shrink-0 flex-col items-center gap-2" data-testid="category-skeleton">
          <div className="h-24 w-24 animate-pulse rounded-full bg-stone-200" />
          <div className="h-3 w-20 animate-pulse rounded bg-stone-200" />
        </div>
      ))}
    </div>
  );
}

/** 'Shop by Category': the active categories in a horizontally scrolling strip. */
export async function CategoryStrip() {
  const [categories, t, locale] = await Promise.all([listVisibleCategories(), getTranslations("catalog"), getLocale()]);
  return (
    <StripScroller label={t("categories")}>
      {categories.map((category) => (
        <li key={category.id} className="w-28 shrink-0">
          <Link
            href={`/products/category/${category.id}`}
            className="flex flex-col items-center gap-2 text-center text-sm font-medium"
          >
            <PlainImage
              src={storedImageUrl("categories", category.imageFile, category.imageUrl)}
              alt=""
              width={96}
              height={96}
              className="h-24 w-24 rounded-full object-cover"
            />
            {nameIn(category, locale)}
          </Link>
        </li>
      ))}
    </StripScroller>
  );
}

/** 'Shop by Category' with its strip, which streams in after the rest of the page (home, 404). */
export function ShopByCategory({ className }: { className?: string }) {
  const t = useTranslations("catalog");
  return (
    <section aria-labelledby="categories-heading" className={className}>
      <h2 id="categories-heading" className="mb-3 text-xl font-bold">
        {t("shopByCategory")}
      </h2>
      <Suspense fallback={<CategoryStripSkeleton />}>
        <CategoryStrip />
      </Suspense>
    </section>
  );
}
