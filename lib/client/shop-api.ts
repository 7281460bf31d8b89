"use client";
// The shop's calls from the browser, one function each: clean values in, clean values out. The
// legacy names live in lib/contract; a failed call throws NetworkError or ApiRefusal (./http).
import { fromLegacyRepricedCart, type LegacyRepricedCart } from "@/lib/contract/cart";
import {
  fromLegacyProduct,
  fromLegacyProductDetail,
  fromLegacySearchResult,
  type LegacyProduct,
  type LegacySearchResult,
} from "@/lib/contract/catalog";
import { fromLegacyOrder, type LegacyOrder } from "@/lib/contract/orders";
import { fromLegacyPromoQuote, type LegacyPromoQuote } from "@/lib/contract/promos";
import { toLegacyCartRequest, toLegacyOrderRequest } from "@/lib/contract/requests";
import { fromLegacyUser, type LegacyUser } from "@/lib/contract/users";
import type { Account, ShopperSession } from "@/lib/domain/account";
import type { CartLine, RepricedCart } from "@/lib/domain/cart";
import type { CatalogProduct, ProductDetail, SearchResult } from "@/lib/domain/catalog";
import type { Order, OrderRequest } from "@/lib/domain/orders";
import type { PromoQuote } from "@/lib/domain/promo";
import type { ChangePasswordInput, ProfileInput, SignupInput } from "@/lib/domain/validation/auth";
import { request } from "./http";

/** Who is signed in (null when nobody is). */
export async function getSession(): Promise<ShopperSession | null> {
  return (await request<{ user: ShopperSession | null }>("/api/session")).user;
}

export async function searchProducts(text: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const answer = await request<{ Products: LegacySearchResult[] }>(
    `/api/product/search?q=${encodeURIComponent(text)}`,
    { signal },
  );
  return answer.Products.map(fromLegacySearchResult);
}

/** A product a shopper may see, with its reviews. */
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

/** The visible products among the wishlisted ids, in the order asked for. */
export async function listWishedProducts(ids: string[]): Promise<CatalogProduct[]> {
  const answer = await request<{ Products: LegacyProduct[] }>("/api/product/wish-product", {
    body: { productArray: ids },
  });
  return answer.Products.map(fromLegacyProduct);
}

/** The stored cart as the server prices it now. */
export async function repriceCart(lines: Pick<CartLine, "id" | "weight" | "quantity">[]): Promise<RepricedCart> {
  return fromLegacyRepricedCart(
    await request<LegacyRepricedCart>("/api/product/cart-product", { body: toLegacyCartRequest(lines) }),
  );
}

/** Places the order; the server prices it and answers the order as placed (or as placed before, on a retry). */
/** Places the order; answers it as the server priced it, and its page (signed for a guest). */
export async function placeOrder(order: OrderRequest): Promise<{ order: Order; url: string }> {
  const answer = await request<{ order: LegacyOrder & { orderUrl: string } }>("/api/order/create-order", {
    body: toLegacyOrderRequest(order),
  });
  return { order: fromLegacyOrder(answer.order), url: answer.order.orderUrl };
}

/** The signed page of the order with this number and phone, or the server's refusal. */
export async function findOrder(orderNumber: string, phone: string): Promise<string> {
  const answer = await request<{ orderUrl: string }>("/api/order/track", { body: { orderNumber, phone } });
  return answer.orderUrl;
}

/** What a promo code takes off the subtotal now, with the server's message for the shopper. */
export async function quotePromo(code: string, subtotal: number): Promise<{ message: string; quote: PromoQuote }> {
  const answer = await request<LegacyPromoQuote>("/api/promos/apply", { body: { code, totalAmount: subtotal } });
  return { message: answer.message, quote: fromLegacyPromoQuote(answer) };
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

/** Creates an account (does not sign in); a refusal carries the message per field. */
export async function register(input: SignupInput): Promise<string> {
  return (await request<{ success: string }>("/api/signup", { body: input })).success;
}

export async function updateProfile(input: ProfileInput): Promise<{ message: string; account: Account }> {
  const answer = await request<{ success: string; User: LegacyUser }>("/api/user/edit-user", { body: input });
  return { message: answer.success, account: fromLegacyUser(answer.User) };
}

export async function changePassword(input: ChangePasswordInput): Promise<string> {
  return (await request<{ success: string }>("/api/user/change-password", { body: input })).success;
}

/** Ends every session of the caller, this one included. */
export async function logOutEverywhere(): Promise<string> {
  return (await request<{ success: string }>("/api/session", { method: "DELETE" })).success;
}
