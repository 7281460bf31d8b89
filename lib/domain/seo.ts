// Structured data (schema.org JSON-LD) for product pages and breadcrumbs.
import { productImageUrl, type ImageEntry } from "./images";
import { packPrice, type PricedProduct } from "./pricing";
import { shop } from "./shop";

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

/** A page's address as its canonical link gives it: Next.js writes the home page without the final "/". */
export function canonicalUrl(siteUrl: string, path: string): string {
  const url = absoluteUrl(siteUrl, path);
  return path === "/" ? url.replace(/\/$/, "") : url;
}

export function productJsonLd(
  siteUrl: string,
  product: PricedProduct & {
    id: string;
    name: string;
    description: string;
    stock: number;
    images: ImageEntry[];
    rating: { average: number; count: number } | null;
    category: { name: string } | null;
  },
) {
  const { discounted } = packPrice(product, undefined);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    sku: product.id,
    category: product.category?.name,
    image: product.images.map((image) => absoluteUrl(siteUrl, productImageUrl(image))),
    brand: { "@type": "Brand", name: shop.name },
    offers: {
      "@type": "Offer",
      url: absoluteUrl(siteUrl, `/products/${product.id}`),
      priceCurrency: "PKR",
      price: discounted,
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: shop.name },
    },
    ...(product.rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(siteUrl: string, items: { name: string; href: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.href),
    })),
  };
}

/** JSON for a <script type="application/ld+json">, with '<' escaped so text cannot close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
