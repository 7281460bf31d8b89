"use client";
import { useRouter } from "next/navigation";

/**
 * Goes to a listing URL (/?sort=…, /products/category/x?show=60). The bare home and category pages
 * are cached for everyone and URLs with listing parameters are rewritten to the pages that read
 * them (next.config.mjs); the client router cannot know that and would reuse the bare page it
 * already holds, so after moving to the URL it asks the server for it.
 */
export function useListingNavigation(): (href: string) => void {
  const router = useRouter();
  return (href) => {
    router.push(href, { scroll: false });
    router.refresh();
  };
}
