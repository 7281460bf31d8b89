import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { ShopByCategory } from "@/components/shop/category-strip";

export const metadata: Metadata = { title: "404 not found", robots: { index: false } };

/** A page of the shop that is not there (rendered inside the shop's layout): the header's search and the categories lead back to products. */
export default function NotFound() {
  return (
    <>
      <div className="flex flex-col items-center gap-4 py-8 text-center">
        <h1 className="text-3xl font-bold">404 not found</h1>
        <p className="text-stone-600">The page you are looking for does not exist. Search above, or pick a category.</p>
        <Link href="/" className="btn-primary">
          Back to the shop
        </Link>
      </div>
      <ShopByCategory className="mt-6" />
    </>
  );
}
