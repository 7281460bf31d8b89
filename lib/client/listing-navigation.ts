"use client";
import { useRouter } from "next/navigation";

/**
 * URLs with listing parameters are rewritten to other pages than the bare, cached ones
 * (next.config.mjs); the client router cannot know that and would reuse the bare page it holds, so
 * after moving to the URL it asks the server for it.
 */
export function useListingNavigation(): (href: string) => void {
  const router = useRouter();
  return (href) => {
    router.push(href, { scroll: false });
    router.refresh();
  };
}
