import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { ShopByCategory } from "@/components/shop/category-strip";

// A not-found page gets no params: its language is the one the shop's layout entered.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("footer");
  return { title: t("notFoundTitle"), robots: { index: false } };
}

/** A page of the shop that is not there (rendered inside the shop's layout): the header's search and the categories lead back to products. */
export default function NotFound() {
  const t = useTranslations("footer");
  return (
    <>
      <div className="flex flex-col items-center gap-4 py-8 text-center">
        <h1 className="text-3xl font-bold">{t("notFoundTitle")}</h1>
        <p className="text-stone-600">{t("notFoundText")}</p>
        <Link href="/" className="btn-primary">
          {t("backToShop")}
        </Link>
      </div>
      <ShopByCategory className="mt-6" />
    </>
  );
}
