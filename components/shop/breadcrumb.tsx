import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";

export interface Crumb {
  name: string;
  href?: string;
}

/** The way back to the shop; `href`s are English paths, each link goes to its twin in the page's language. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useTranslations("catalog");
  return (
    <nav aria-label={t("breadcrumb")} className="mb-4 text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${item.name}-${index}`} className="flex items-center gap-1">
            {index > 0 && (
              <span aria-hidden="true" className="rtl:-scale-x-100">
                ›
              </span>
            )}
            {/* Back-links are rarely taken at once: fetched when clicked, not whenever a page opens. */}
            {item.href ? (
              <Link href={item.href} prefetch={false} className="hover:text-brand hover:underline">
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-stone-900">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
