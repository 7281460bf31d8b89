import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ListingQuery } from "@/lib/domain/listing";
import { breadcrumbJsonLd } from "@/lib/domain/seo";
import { getVisibleCategory } from "@/lib/server/catalog";
import { env } from "@/lib/server/env";
import { Breadcrumb } from "./breadcrumb";
import { JsonLd } from "./json-ld";
import { ListingControls } from "./listing-controls";
import { ProductListing } from "./product-listing";

export async function categoryMetadata(categoryId: string): Promise<Metadata> {
  const category = await getVisibleCategory(categoryId);
  if (!category) return { title: "404 not found" };
  const description = category.description || `${category.name} from Margalla Dry Fruits, delivered across Pakistan.`;
  return {
    title: category.name,
    description,
    alternates: { canonical: `/products/category/${category.id}` },
    openGraph: { title: category.name, description, url: `/products/category/${category.id}` },
  };
}

/** A category page for one listing query: breadcrumb, heading, controls and the products. */
export async function CategoryView({ categoryId, query }: { categoryId: string; query: ListingQuery }) {
  const category = await getVisibleCategory(categoryId);
  if (!category) notFound();
  const path = `/products/category/${category.id}`;
  return (
    <div>
      <JsonLd
        data={breadcrumbJsonLd(env.SITE_URL, [
          { name: "Shop", href: "/" },
          { name: category.name, href: path },
        ])}
      />
      <Breadcrumb items={[{ name: "Shop", href: "/" }, { name: category.name }]} />
      <h1 className="mb-1 text-2xl font-bold">{category.name}</h1>
      {category.description && <p className="mb-4 text-stone-700">{category.description}</p>}
      <div className="mb-4">
        <ListingControls query={{ ...query, categoryId: undefined }} categories={[]} showCategory={false} />
      </div>
      <h2 className="sr-only">Products</h2>
      <ProductListing query={{ ...query, categoryId: category.id }} path={path} priorityImages={2} />
    </div>
  );
}
