"use client";
// The catalogue's calls from the browser (search, products, the cart's prices, reviews), one
// function each: clean values in, clean values out. Every page loads this module (the header's
// search, the cart), so it brings only the catalogue's legacy names (lib/contract); a failed call
// throws NetworkError or ApiRefusal (./http).
import { fromLegacyRepricedCart, toLegacyCartRequest, type LegacyRepricedCart } from "@/lib/contract/cart";
import {
  fromLegacyProduct,
  fromLegacyProductDetail,
  fromLegacySearchResult,
  type LegacyProduct,
  type LegacySearchResult,
} from "@/lib/contract/catalog";
import type { CartLine, RepricedCart } from "@/lib/domain/cart";
import type { CatalogProduct, ProductDetail, SearchResult } from "@/lib/domain/catalog";
import { request } from "./http";

export async function searchProducts(text: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const answer = await request<{ Products: LegacySearchResult[] }>(
    `/api/product/search?q=${encodeURIComponent(text)}`,
    { signal },
  );
  return answer.Products.map(fromLegacySearchResult);
}

export async function getProduct(id: string): Promise<ProductDetail> {
  const answer = await request<{ Product: LegacyProduct }>("/api/product/single-product", { body: { pId: id } });
  return fromLegacyProductDetail(answer.Product);
}

export async function listCategoryProducts(categoryId: string): Promise<CatalogProduct[]> {
  const answer = await request<{ Products: LegacyProduct[] }>("/api/product/product-by-category", {
    body: { catId: categoryId },
  });
  return answer.Products.map(fromLegacyProduct);
}

export async function listWishedProducts(ids: string[]): Promise<CatalogProduct[]> {
  const answer = await request<{ Products: LegacyProduct[] }>("/api/product/wish-product", {
    body: { productArray: ids },
  });
  return answer.Products.map(fromLegacyProduct);
}

export async function repriceCart(lines: Pick<CartLine, "id" | "weight" | "quantity">[]): Promise<RepricedCart> {
  return fromLegacyRepricedCart(
    await request<LegacyRepricedCart>("/api/product/cart-product", { body: toLegacyCartRequest(lines) }),
  );
}

export async function addReview(productId: string, rating: number, text: string): Promise<string> {
  const answer = await request<{ success: string }>("/api/product/add-review", {
    body: { pId: productId, rating, review: text },
  });
  return answer.success;
}

export async function deleteReview(reviewId: string, productId: string): Promise<string> {
  const answer = await request<{ success: string }>("/api/product/delete-review", {
    body: { rId: reviewId, pId: productId },
  });
  return answer.success;
}
