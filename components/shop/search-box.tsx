"use client";
import Form from "next/form";
import { useLocale, useTranslations } from "next-intl";
import { localePath } from "@/lib/i18n/locales";
import { useRouter } from "@/lib/i18n/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { SearchIcon } from "@/components/ui/icons";
import { ProductResults } from "@/components/ui/product-results";
import { packOf } from "@/lib/domain/pricing";
import { useProductSearch } from "@/lib/client/use-product-search";

/**
 * The header search: asks the server as the shopper types (debounced) and lists up to 20 matches;
 * Enter opens the results page (/search?q=), also before the page is hydrated.
 */
export function SearchBox() {
  const router = useRouter();
  const t = useTranslations("menu");
  const purchase = useTranslations("purchase");
  const locale = useLocale();
  const listId = useId();
  const [query, setQuery] = useState("");
  const [panelOpen, setPanelOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const found = useProductSearch(query);
  const results = panelOpen ? found : null;

  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setPanelOpen(false);
    };
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, []);

  const open = (id: string) => {
    setQuery("");
    setPanelOpen(false);
    router.push(`/products/${id}`);
  };

  return (
    <div ref={container} className="relative w-full sm:max-w-md">
      <label htmlFor={`${listId}-input`} className="sr-only">
        {t("searchLabel")}
      </label>
      <Form
        action={localePath(locale, "/search")}
        role="search"
        onSubmit={(event) => {
          if (!query.trim()) event.preventDefault();
          setPanelOpen(false);
        }}
        className="flex items-center rounded-full border border-stone-300 bg-white px-3 focus-within:border-brand"
      >
        <SearchIcon className="h-4 w-4 text-stone-500" />
        <input
          id={`${listId}-input`}
          // Text, not "search": the Nu HTML Checker allows a combobox role only on a text input;
          // the phone keyboard still shows its search key (enterKeyHint, inputMode).
          type="text"
          inputMode="search"
          name="q"
          maxLength={100}
          enterKeyHint="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPanelOpen(true);
          }}
          onFocus={() => setPanelOpen(true)}
          role="combobox"
          placeholder={t("searchPlaceholder")}
          autoComplete="off"
          aria-controls={listId}
          aria-expanded={results !== null}
          className="w-full bg-transparent px-2 py-2.5 text-base outline-none sm:py-2 sm:text-sm"
        />
      </Form>
      {results !== null && (
        <div
          id={listId}
          className="absolute inset-x-0 z-40 mt-1 max-h-96 overflow-y-auto rounded-md border border-stone-200 bg-white shadow-lg"
        >
          <ProductResults
            results={results}
            label={t("searchResults")}
            empty={t("noResults")}
            packLabel={(result) => purchase(`pack.${packOf(result, undefined)}`)}
            onChoose={(result) => open(result.id)}
          />
        </div>
      )}
    </div>
  );
}
