"use client";
import { useEffect, useState } from "react";
import type { SearchResult } from "@/lib/domain/catalog";
import { ApiRefusal, isAbortError } from "./http";
import { searchProducts } from "./catalog-api";

const debounceMs = 250;

/** Asked once typing pauses; the answer to an older text is never returned for the current one. */
export function useProductSearch(text: string): SearchResult[] | null {
  const query = text.trim();
  const [found, setFound] = useState<{ query: string; results: SearchResult[] } | null>(null);

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const search = async () => {
      try {
        setFound({ query, results: await searchProducts(query, controller.signal) });
      } catch (error) {
        // A query the server refuses (too long, too many searches) finds nothing.
        if (error instanceof ApiRefusal) setFound({ query, results: [] });
        else if (!isAbortError(error)) console.error("Search failed", error);
      }
    };
    const timer = setTimeout(() => void search(), debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return query && found?.query === query ? found.results : null;
}
