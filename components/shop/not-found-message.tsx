"use client";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";

/**
 * The 404 page's words. A client component on purpose: a not-found page gets no [locale] params, and
 * next-intl's server calls there would read the request's headers, which turns the static page that
 * called notFound() dynamic (a 500); the browser's messages already know the page's language.
 */
export function NotFoundMessage() {
  const t = useTranslations("menu");
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center">
      <h1 className="text-3xl font-bold">{t("notFoundTitle")}</h1>
      <p className="text-stone-600">{t("notFoundText")}</p>
      <Link href="/" className="btn-primary">
        {t("backToShop")}
      </Link>
    </div>
  );
}
