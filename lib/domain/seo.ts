// Structured data (schema.org JSON-LD): the shop itself on the home page, products with their
// delivery and return terms, and breadcrumbs. Each figure comes from the rule the pages state it by.
import { productImageUrl, type ImageEntry } from "./images";
import { deliveryChargeFor, packPrice, type PricedProduct } from "./pricing";
import { shop } from "./shop";

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

/** A page's address as its canonical link gives it: Next.js writes the home page without the final "/". */
export function canonicalUrl(siteUrl: string, path: string): string {
  const url = absoluteUrl(siteUrl, path);
  return path === "/" ? url.replace(/\/$/, "") : url;
}

/** The return and exchange policy page, as schema.org reads it: exchanges within the window, sent back at the customer's cost. */
export function returnPolicyJsonLd(siteUrl: string) {
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: "PK",
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: shop.exchangeDays,
    returnMethod: "https://schema.org/ReturnByMail",
    returnFees: "https://schema.org/ReturnShippingFees",
    refundType: "https://schema.org/ExchangeRefund",
    merchantReturnLink: absoluteUrl(siteUrl, "/return-exchange-policy"),
  };
}

/** Delivery of one pack at this price anywhere in Pakistan: the shipping policy's charge and days. */
function shippingDetailsJsonLd(siteUrl: string, price: number) {
  const days = (minValue: number, maxValue: number) => ({
    "@type": "QuantitativeValue",
    minValue,
    maxValue,
    unitCode: "DAY",
  });
  return {
    "@type": "OfferShippingDetails",
    shippingRate: { "@type": "MonetaryAmount", value: deliveryChargeFor(price), currency: "PKR" },
    shippingDestination: { "@type": "DefinedRegion", addressCountry: "PK" },
    // Packed on the day of the confirmation call, or the next.
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      handlingTime: days(0, 1),
      transitTime: days(shop.deliveryDays.fewest, shop.deliveryDays.most),
    },
    shippingSettingsLink: absoluteUrl(siteUrl, "/shipping-policy"),
  };
}

/** The shop as an online store, for the home page. */
export function storeJsonLd(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "OnlineStore",
    name: shop.name,
    description: shop.tagline,
    url: canonicalUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, "/icon.svg"),
    email: shop.email,
    telephone: shop.phone,
    foundingDate: String(shop.since),
    address: {
      "@type": "PostalAddress",
      streetAddress: shop.address,
      addressLocality: shop.city,
      addressCountry: "PK",
    },
    hasMerchantReturnPolicy: returnPolicyJsonLd(siteUrl),
  };
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
      shippingDetails: shippingDetailsJsonLd(siteUrl, discounted),
      hasMerchantReturnPolicy: returnPolicyJsonLd(siteUrl),
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
