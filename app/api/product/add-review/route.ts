// POST /api/product/add-review – the caller's review of a product (one each; rating 1–5 and text required)
import { reviewMessages } from "@/lib/domain/reviews";
import { addReviewSchema } from "@/lib/domain/validation/review";
import { forbidden, unauthorized } from "@/lib/server/api/errors";
import { readJsonObject } from "@/lib/server/api/body";
import { withApi } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { resolveSubjectId } from "@/lib/server/auth/current-user";
import { addReview } from "@/lib/server/reviews";

export const POST = withApi(
  async ({ request, user }) => {
    if (!user) throw unauthorized(reviewMessages.loginRequired);
    const input = parseForm(addReviewSchema, await readJsonObject(request));
    // A review is always written as the caller; a uId naming someone else is refused.
    if (resolveSubjectId(user, input.uId) !== user.id) throw forbidden("Reviews are written in your own name.");
    await addReview(user, { productId: input.pId, rating: input.rating, text: input.review });
    return { success: reviewMessages.added };
  },
  { access: "optional" },
);
