"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { failureMessage } from "@/lib/client/http";
import { addReview } from "@/lib/client/catalog-api";
import { useFlash } from "@/lib/client/use-flash";
import { reviewErrorMs } from "@/lib/domain/reviews";
import { reviewFormSchema } from "@/lib/domain/validation/review";
import { useDomainMessage } from "@/lib/i18n/domain-messages";

/** The 'Write a review' form of the product page's reviews tab. */
export function ReviewForm({ productId, onAdded }: { productId: string; onAdded: () => Promise<void> }) {
  const [error, flashError] = useFlash(reviewErrorMs);
  const t = useTranslations("purchase");
  const say = useDomainMessage();
  const form = useForm({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { rating: 0, review: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ rating, review }) => {
    try {
      await addReview(productId, rating, review);
      form.reset();
      await onAdded();
    } catch (failure) {
      flashError(say(failureMessage(failure, t("addReviewFailed"), t("addReviewFailed"))));
    }
  });
  // One message for both fields, under the form, as the spec words it.
  const fieldError = say(errors.rating?.message ?? errors.review?.message);
  return (
    <form onSubmit={submit} noValidate className="flex max-w-lg flex-col gap-3 rounded-lg border border-stone-200 p-4">
      <h3 className="font-semibold">{t("writeReview")}</h3>
      <SelectField id="review-rating" label={t("rating")} {...form.register("rating")}>
        <option value={0}>{t("chooseRating")}</option>
        {[5, 4, 3, 2, 1].map((value) => (
          <option key={value} value={value}>
            {t("starsOption", { count: value })}
          </option>
        ))}
      </SelectField>
      <TextAreaField id="review-text" label={t("review")} rows={3} {...form.register("review")} />
      {(error ?? fieldError) && (
        <p role="alert" className="text-sm text-red-700">
          {error ?? fieldError}
        </p>
      )}
      <button type="submit" className="btn-primary self-start" disabled={isSubmitting}>
        {isSubmitting ? t("submittingReview") : t("submitReview")}
      </button>
    </form>
  );
}
