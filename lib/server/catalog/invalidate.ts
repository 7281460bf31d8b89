import "server-only";
import { revalidateTag } from "next/cache";
import { forgetCatalogMemo } from "./memo";
import { catalogTag } from "./tags";

/** Drops every cached catalogue read, so the next shopper request sees the change (no stale window). */
export function invalidateCatalog(): void {
  forgetCatalogMemo();
  try {
    revalidateTag(catalogTag, { expire: 0 });
  } catch (error) {
    // Scripts (benchmarks, imports from the command line) run outside Next.js: there is no cache to drop.
    if (!(error instanceof Error && error.message.includes("static generation store missing"))) throw error;
  }
}
