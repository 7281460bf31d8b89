// POST /api/product/add-review – the caller's review of a product (one each; rating 1–5 and text required)
import { forbidden } from "@/lib/domain/errors";
import { reviewMessages } from "@/lib/domain/reviews";
import { addReviewSchema } from "@/lib/domain/validation/review";
import { readJsonObject } from "@/lib/server/api/body";
import { withUser } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { resolveSubjectId } from "@/lib/server/auth/current-user";
import { addReview } from "@/lib/server/reviews";

export const POST = withUser(
  async ({ request, user }) => {
    const input = parseForm(addReviewSchema, await readJsonObject(request));
    // A review is always written as the caller; a uId naming someone else is refused.
    if (resolveSubjectId(user, input.uId) !== user.id) throw forbidden("Reviews are written in your own name.");
    await addReview(user, { productId: input.pId, rating: input.rating, text: input.review });
    return { success: reviewMessages.added };
  },
  { loginMessage: reviewMessages.loginRequired },
);
