"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { failureMessage } from "@/lib/client/http";
import { addReview } from "@/lib/client/catalog-api";
import { useFlash } from "@/lib/client/use-flash";
import { reviewErrorMs } from "@/lib/domain/reviews";
import { reviewFormSchema } from "@/lib/domain/validation/review";

/** The 'Write a review' form of the product page's reviews tab. */
export function ReviewForm({ productId, onAdded }: { productId: string; onAdded: () => Promise<void> }) {
  const [error, flashError] = useFlash(reviewErrorMs);
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
      flashError(failureMessage(failure, "Failed to add review", "Failed to add review"));
    }
  });
  // One message for both fields, under the form, as the spec words it.
  const fieldError = errors.rating?.message ?? errors.review?.message;
  return (
    <form onSubmit={submit} noValidate className="flex max-w-lg flex-col gap-3 rounded-lg border border-stone-200 p-4">
      <h3 className="font-semibold">Write a review</h3>
      <SelectField id="review-rating" label="Rating" {...form.register("rating")}>
        <option value={0}>Choose a rating</option>
        {[5, 4, 3, 2, 1].map((value) => (
          <option key={value} value={value}>
            {value} star{value > 1 ? "s" : ""}
          </option>
        ))}
      </SelectField>
      <TextAreaField id="review-text" label="Review" rows={3} {...form.register("review")} />
      {(error ?? fieldError) && (
        <p role="alert" className="text-sm text-red-700">
          {error ?? fieldError}
        </p>
      )}
      <button type="submit" className="btn-primary self-start" disabled={isSubmitting}>
        {isSubmitting ? "Submitting..." : "Submit Review"}
      </button>
    </form>
  );
}
