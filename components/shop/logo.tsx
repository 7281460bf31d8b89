import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { shop } from "@/lib/domain/shop";
import { nameIn } from "@/lib/i18n/translated";

/** The brand mark; it spins now and then (every 3 s for 1.2 s) unless the visitor prefers less motion. */
export function Logo() {
  const t = useTranslations("footer");
  const name = nameIn(shop, useLocale());
  // On every page, so not prefetched: the home's payload (30 products) is fetched when clicked.
  return (
    <Link
      href="/"
      prefetch={false}
      className="flex min-h-11 min-w-0 items-center gap-1.5 font-bold text-brand sm:gap-2"
      aria-label={t("logoHome", { name })}
    >
      <svg aria-hidden="true" viewBox="0 0 40 40" className="logo-spin h-8 w-8 shrink-0 sm:h-9 sm:w-9">
        <circle cx="20" cy="20" r="19" fill="#7c2d12" />
        <ellipse cx="20" cy="20" rx="7" ry="12" fill="#f59e0b" transform="rotate(35 20 20)" />
        <ellipse cx="20" cy="20" rx="2" ry="8" fill="#7c2d12" transform="rotate(35 20 20)" />
      </svg>
      {/* A phone's header (360 px and up) has room for the name in two short lines beside the icons. */}
      <span className="max-w-24 text-sm leading-tight text-balance sm:max-w-none sm:text-lg sm:leading-normal sm:whitespace-nowrap">
        {name}
      </span>
    </Link>
  );
}
