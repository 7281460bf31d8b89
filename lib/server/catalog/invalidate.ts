import "server-only";
import { revalidateTag } from "next/cache";
import { catalogTag } from "./tags";

/** Drops every cached catalogue read, so the next shopper request sees the change (no stale window). */
export function invalidateCatalog(): void {
  revalidateTag(catalogTag, { expire: 0 });
}
