import { useTranslations } from "next-intl";
import { shopChatLink } from "@/lib/domain/contact";
import type { NearestProducts } from "@/lib/server/catalog/search";
import { ChatIcon } from "@/components/ui/icons";
import { ProductGrid } from "./product-grid";
import { ShopByCategory } from "./category-strip";

/**
 * Below a search that found nothing: the products nearest the text (or the featured ones), the
 * categories, and an order by WhatsApp with the text typed in, so that no search ends there.
 */
export function SearchWayOn({ text, nearest }: { text: string; nearest: NearestProducts | null }) {
  const t = useTranslations("search");
  return (
    <>
      {nearest && nearest.products.length > 0 && (
        <section aria-labelledby="search-nearest">
          <h2 id="search-nearest" className="mb-3 text-xl font-bold">
            {nearest.kind === "similar" ? t("similar") : t("featured")}
          </h2>
          <ProductGrid products={nearest.products} />
        </section>
      )}
      <ShopByCategory />
      <section
        aria-labelledby="search-ask"
        className="flex flex-col items-center gap-3 rounded-lg bg-stone-100 px-4 py-6 text-center"
      >
        <h2 id="search-ask" className="text-xl font-bold">
          {t("askHeading")}
        </h2>
        <p className="max-w-prose text-stone-700">{t("ask")}</p>
        <a
          href={shopChatLink(t("orderChat", { text }))}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center justify-center gap-2 rounded-md border border-green-700 bg-white px-4 py-2.5 font-semibold text-green-800 hover:bg-green-50"
        >
          <ChatIcon className="h-5 w-5" />
          {t("askLink")}
        </a>
      </section>
    </>
  );
}
