// POST /api/product/delete-review – delete a review: one's own, or any as an admin
import { reviewMessages } from "@/lib/domain/reviews";
import { deleteReviewSchema } from "@/lib/domain/validation/review";
import { readJsonObject } from "@/lib/server/api/body";
import { withUser } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { deleteReview } from "@/lib/server/reviews";

export const POST = withUser(async ({ request, user }) => {
  const { rId, pId } = parseBody(deleteReviewSchema, await readJsonObject(request));
  await deleteReview(user, rId, pId);
  return { success: reviewMessages.deleted };
});
