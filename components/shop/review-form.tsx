"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { postJson } from "@/lib/client/api";
import { useFlash } from "@/lib/client/use-flash";
import { reviewErrorMs } from "@/lib/domain/reviews";
import { reviewFormSchema, type ReviewFormInput } from "@/lib/domain/validation/review";

/** The 'Write a review' form of the product page's reviews tab. */
export function ReviewForm({ productId, onAdded }: { productId: string; onAdded: () => Promise<void> }) {
  const [error, flashError] = useFlash(reviewErrorMs);
  const form = useForm<ReviewFormInput>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { rating: 0, review: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await postJson<{ success?: string; error?: string }>("/api/product/add-review", {
        ...values,
        pId: productId,
      });
      if (result.error) return flashError(result.error);
      form.reset();
      await onAdded();
    } catch {
      flashError("Failed to add review");
    }
  });
  const fieldError = errors.rating?.message ?? errors.review?.message;
  return (
    <form onSubmit={submit} noValidate className="flex max-w-lg flex-col gap-3 rounded-lg border border-stone-200 p-4">
      <h3 className="font-semibold">Write a review</h3>
      <label className="text-sm font-medium">
        Rating
        <select className="field mt-1" {...form.register("rating")}>
          <option value={0}>Choose a rating</option>
          {[5, 4, 3, 2, 1].map((value) => (
            <option key={value} value={value}>
              {value} star{value > 1 ? "s" : ""}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        Review
        <textarea rows={3} className="field mt-1" {...form.register("review")} />
      </label>
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
