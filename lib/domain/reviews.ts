// What the shop says about reviews, shared by the product page and the review calls. Kept apart
// from the validation schemas so the product page does not ship zod to read them.
export const reviewMessages = {
  loginRequired: "You must log in to review",
  duplicate: "You have already reviewed this product",
  added: "Thanks for your review",
  deleted: "Review deleted successfully",
} as const;

/** How long the review form's error and the 'deleted' notice stay on screen. */
export const reviewErrorMs = 3000;
export const reviewDeletedMs = 2000;

/** The average is to one decimal. */
export function ratingOf(reviews: readonly { rating: number }[]): { average: number; count: number } | null {
  if (reviews.length === 0) return null;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { average: Math.round((total / reviews.length) * 10) / 10, count: reviews.length };
}
