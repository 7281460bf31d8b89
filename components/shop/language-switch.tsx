"use client";
import { useLocale } from "next-intl";
import { rememberLanguage } from "@/lib/client/language-choice";
import { languageNames, localePath, otherLocale } from "@/lib/i18n/locales";
import { usePathname } from "@/lib/i18n/navigation";

/**
 * This page in the other language, named in that language (with the page's query when followed). A
 * full load, as the page's language and direction change; following it remembers the choice.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const other = otherLocale(useLocale());
  const path = usePathname();
  return (
    <a
      href={localePath(other, path)}
      hrefLang={other}
      lang={other}
      onClick={(event) => {
        rememberLanguage(other);
        event.currentTarget.href = localePath(other, `${path}${window.location.search}`);
      }}
      className={className}
    >
      {languageNames[other]}
    </a>
  );
}
