// Rows for integration tests, each with names unique to the test that asks for them.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import type { OrderStatus, Prisma } from "@/lib/server/generated/prisma/client";

export const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

export function createCategory(data: Partial<Prisma.CategoryCreateInput> = {}) {
  return db.category.create({ data: { name: unique("Category"), description: "Test category", ...data } });
}

export function createProduct(data: Partial<Prisma.ProductUncheckedCreateInput> = {}) {
  return db.product.create({
    data: {
      name: unique("Product"),
      description: "Test product",
      price: 2000,
      stock: 10,
      images: { create: [{ position: 0, fullImage: "test.webp", thumbnail: "test-thumb.webp" }] },
      ...data,
    },
  });
}

export function createPromo(data: Partial<Prisma.PromoCodeCreateInput> = {}) {
  return db.promoCode.create({
    data: {
      code: unique("P").replace(" ", "").toUpperCase(),
      discountType: "percentage",
      discountValue: 10,
      expiryDate: new Date(Date.now() + 86_400_000),
      ...data,
    },
  });
}

/** An order of one line, two 500 g packs at Rs. 700, written straight to the database. */
export function createOrderRow(
  productId: string,
  data: { stockTaken?: number; status?: OrderStatus; userId?: string; createdAt?: Date } = {},
) {
  return db.order.create({
    data: {
      transactionId: unique("TXN").replace(" ", "-"),
      userId: data.userId,
      isGuest: data.userId === undefined,
      fullName: "Kamran Akmal",
      phone: "0300-7654321",
      address: "House 4, Satellite Town",
      city: "Rawalpindi",
      subtotal: 1400,
      deliveryCharge: 249,
      total: 1649,
      status: data.status,
      createdAt: data.createdAt,
      lines: {
        create: [
          {
            position: 0,
            productId,
            productName: "Snapshot name",
            weight: "500g",
            quantity: 2,
            unitPrice: 700,
            originalPrice: 700,
            stockTaken: data.stockTaken ?? 1,
          },
        ],
      },
    },
  });
}

export const testPassword = "Secret#2026";

export async function createUser(data: { role?: number; email?: string; name?: string } = {}) {
  const { hashPassword } = await import("@/lib/server/password");
  const email = data.email ?? `${unique("user").replace(" ", ".")}@example.pk`.toLowerCase();
  return db.user.create({
    data: {
      name: data.name ?? "Test User",
      email,
      role: data.role ?? 0,
      passwordHash: await hashPassword(testPassword),
    },
    select: { id: true, name: true, email: true, role: true, phoneNumber: true },
  });
}

export async function bearerFor(userId: string): Promise<Record<string, string>> {
  const { createApiToken } = await import("@/lib/server/auth/api-token");
  return { authorization: `Bearer ${await createApiToken(userId)}` };
}

/** A next-auth session cookie for the user, as the browser would send it. */
export async function sessionCookieFor(userId: string, remember = true): Promise<Record<string, string>> {
  const { encode } = await import("next-auth/jwt");
  const { env } = await import("@/lib/server/env");
  const token = await encode({
    token: { sub: userId, remember, signedInAt: Math.floor(Date.now() / 1000) },
    secret: env.NEXTAUTH_SECRET,
  });
  return { cookie: `next-auth.session-token=${token}` };
}

/** Row counts of every table, to show a refused call changed nothing. */
export async function tableCounts() {
  const [users, products, orders, reviews, promos, rateLimits] = await Promise.all([
    db.user.count(),
    db.product.count(),
    db.order.count(),
    db.review.count(),
    db.promoCode.count(),
    db.rateLimit.count(),
  ]);
  return { users, products, orders, reviews, promos, rateLimits };
}
