import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/shop/breadcrumb";
import { JsonLd } from "@/components/shop/json-ld";
import { ListingControls } from "@/components/shop/listing-controls";
import { ProductListing } from "@/components/shop/product-listing";
import { parseListingQuery } from "@/lib/domain/listing";
import { breadcrumbJsonLd } from "@/lib/domain/seo";
import { getVisibleCategory } from "@/lib/server/catalog";
import { env } from "@/lib/server/env";

type Props = { params: Promise<{ catId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await getVisibleCategory((await params).catId);
  if (!category) return { title: "404 not found" };
  const description = category.description || `${category.name} from Margalla Dry Fruits, delivered across Pakistan.`;
  return { title: category.name, description, alternates: { canonical: `/products/category/${category.id}` }, openGraph: { title: category.name, description, url: `/products/category/${category.id}` } };
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const { catId } = await params;
  const category = await getVisibleCategory(catId);
  if (!category) notFound();
  const query = { ...parseListingQuery(await searchParams), categoryId: category.id };
  const path = `/products/category/${category.id}`;
  return (
    <div>
      <JsonLd data={breadcrumbJsonLd(env.SITE_URL, [{ name: "Shop", href: "/" }, { name: category.name, href: path }])} />
      <Breadcrumb items={[{ name: "Shop", href: "/" }, { name: category.name }]} />
      <h1 className="mb-1 text-2xl font-bold">{category.name}</h1>
      {category.description && <p className="mb-4 text-stone-700">{category.description}</p>}
      <div className="mb-4">
        <ListingControls query={{ ...query, categoryId: undefined }} categories={[]} showCategory={false} />
      </div>
      <ProductListing query={query} path={path} />
    </div>
  );
}
