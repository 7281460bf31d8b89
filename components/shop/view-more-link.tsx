"use client";
import { useTranslations } from "next-intl";
import { useListingNavigation } from "@/lib/client/listing-navigation";

/** 'View More Products' (`href` in the page's language): a plain link without JavaScript, a listing navigation with it. */
export function ViewMoreLink({ href }: { href: string }) {
  const navigate = useListingNavigation();
  const t = useTranslations("listing");
  return (
    <a
      href={href}
      className="btn-primary"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {t("viewMore")}
    </a>
  );
}
