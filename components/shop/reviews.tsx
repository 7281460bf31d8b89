"use client";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { Suspense, useState } from "react";
import { ApiRefusal, failureMessage } from "@/lib/client/http";
import { useSessionUser } from "@/lib/client/session-store";
import { deleteReview, getProduct } from "@/lib/client/catalog-api";
import { useUi } from "@/lib/client/ui-store";
import { useFlash } from "@/lib/client/use-flash";
import type { CatalogReview } from "@/lib/domain/catalog";
import { reviewDeletedMs, reviewErrorMs } from "@/lib/domain/reviews";
import { formatDateIn } from "@/lib/i18n/dates";
import { LoadedMessages } from "@/lib/i18n/more-messages";

// Only a signed-in customer who has not reviewed sees the form: its zod and react-hook-form load then.
const ReviewForm = dynamic(() => import("./review-form").then((forms) => forms.ReviewForm));

function Stars({ rating }: { rating: number }) {
  const t = useTranslations("purchase");
  return (
    <span role="img" aria-label={t("stars", { rating })} className="text-amber-500">
      {"★".repeat(rating)}
      <span className="text-stone-300">{"★".repeat(5 - rating)}</span>
    </span>
  );
}

/** The product's reviews as the server has them now (the page itself is cached for everyone); null if it refuses. */
async function currentReviews(productId: string): Promise<CatalogReview[] | null> {
  try {
    return (await getProduct(productId)).reviews;
  } catch (error) {
    if (error instanceof ApiRefusal) return null;
    throw error;
  }
}

/** The reviews tab: the list, the form for a signed-in customer who has not reviewed, delete for one's own. */
export function Reviews({
  productId,
  reviews,
  categoryName,
}: {
  productId: string;
  reviews: CatalogReview[];
  categoryName: string | null;
}) {
  const user = useSessionUser();
  const t = useTranslations("purchase");
  const locale = useLocale();
  // Starts from the cached page's list; after a change it shows the server's current list.
  const [shown, setShown] = useState(reviews);
  const reload = async () => {
    const fresh = await currentReviews(productId);
    if (fresh) setShown(fresh);
  };
  const currentUserId = user?.id ?? null;
  const openLogin = useUi((state) => state.openLogin);
  const [notice, flashNotice] = useFlash(reviewDeletedMs);
  const [error, flashError] = useFlash(reviewErrorMs);
  const hasReviewed = shown.some((review) => review.user.id === currentUserId);

  const remove = async (reviewId: string) => {
    try {
      flashNotice(await deleteReview(reviewId, productId));
      await reload();
    } catch (error) {
      flashError(failureMessage(error, t("deleteFailed"), t("deleteFailed")));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {notice && (
        <p role="status" className="text-sm text-green-700">
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {shown.length === 0 ? (
        <p className="text-stone-600">{t("noReviews")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {shown.map((review) => (
            <li key={review.id} className="rounded-lg border border-stone-200 p-3">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold">{review.user.name}</span>
                <Stars rating={review.rating} />
                <span className="text-stone-500">{formatDateIn(locale, review.createdAt)}</span>
                {(review.user.id === currentUserId || user?.isAdmin) && (
                  <button
                    type="button"
                    className="ms-auto text-red-700 underline"
                    onClick={() => void remove(review.id)}
                  >
                    {t("deleteReview")}
                  </button>
                )}
              </p>
              <p className="mt-1">{review.text}</p>
            </li>
          ))}
        </ul>
      )}
      {user === null && (
        <p className="text-sm">
          {t("loginToReview")}{" "}
          <button type="button" className="font-semibold text-brand underline" onClick={() => openLogin()}>
            {t("login")}
          </button>
        </p>
      )}
      {currentUserId && !hasReviewed && (
        // Its checks' messages come with it, not with every product page.
        <Suspense>
          <LoadedMessages parts={["validation"]}>
            <ReviewForm productId={productId} onAdded={reload} />
          </LoadedMessages>
        </Suspense>
      )}
      <p className="text-sm text-stone-600">{t("categoryLine", { category: categoryName ?? t("uncategorised") })}</p>
    </div>
  );
}
