import type { Metadata } from "next";
import { ShopByCategory } from "@/components/shop/category-strip";
import { NotFoundMessage } from "@/components/shop/not-found-message";

// English in both languages: the page has no params to know its language by (not-found-message.tsx).
export const metadata: Metadata = { title: "404 not found", robots: { index: false } };

/** A page of the shop that is not there (rendered inside the shop's layout): the header's search and the categories lead back to products. */
export default function NotFound() {
  return (
    <>
      <NotFoundMessage />
      <ShopByCategory className="mt-6" />
    </>
  );
}
