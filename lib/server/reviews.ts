import "server-only";
import { forbidden, notFound, refused } from "@/lib/domain/errors";
import { reviewMessages } from "@/lib/domain/reviews";
import { isAdmin } from "./auth/current-user";
import { catalogChanged } from "./catalog/changes";
import { visibleProductWhere } from "./catalog/visibility";
import { onUniqueViolation } from "./database-errors";
import { db } from "./db";
import type { SessionUser } from "./users";

/** One review per user and product, on a product shoppers can see. */
export async function addReview(
  user: SessionUser,
  input: { productId: string; rating: number; text: string },
): Promise<void> {
  const product = await db.product.findFirst({
    where: { AND: [visibleProductWhere, { id: input.productId }] },
    select: { id: true },
  });
  if (!product) throw notFound("Product not found");
  await onUniqueViolation(
    () =>
      db.review.create({ data: { productId: product.id, userId: user.id, rating: input.rating, text: input.text } }),
    refused(reviewMessages.duplicate),
  );
  await catalogChanged({ products: [product.id] });
}

/** Deletes a review: its author may, and so may an admin. */
export async function deleteReview(user: SessionUser, reviewId: string, productId?: string): Promise<void> {
  const review = await db.review.findUnique({
    where: { id: reviewId },
    select: { id: true, userId: true, productId: true },
  });
  if (!review || (productId && review.productId !== productId)) throw notFound("Review not found");
  if (review.userId !== user.id && !isAdmin(user)) throw forbidden("You can only delete your own reviews.");
  await db.review.delete({ where: { id: review.id } });
  await catalogChanged({ products: [review.productId] });
}
