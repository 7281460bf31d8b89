"use client";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useState } from "react";

/** The Description and Reviews tabs of the product page. */
export function ProductTabs({
  description,
  reviews,
  reviewCount,
}: {
  description: React.ReactNode;
  reviews: React.ReactNode;
  reviewCount: number;
}) {
  const t = useTranslations("purchase");
  const [tab, setTab] = useState<"description" | "reviews">("description");
  const tabs = [
    { id: "description", label: t("description") },
    { id: "reviews", label: t("reviews", { count: reviewCount }) },
  ] as const;
  return (
    <section className="mt-10">
      <div role="tablist" aria-label={t("productInformation")} className="flex gap-1 border-b border-stone-200">
        {tabs.map((entry) => (
          <button
            key={entry.id}
            id={`tab-${entry.id}`}
            role="tab"
            type="button"
            aria-selected={tab === entry.id}
            aria-controls={`panel-${entry.id}`}
            onClick={() => setTab(entry.id)}
            className={clsx(
              "-mb-px border-b-2 px-4 py-2 font-medium",
              tab === entry.id ? "border-brand text-brand" : "border-transparent text-stone-600",
            )}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div
        id="panel-description"
        role="tabpanel"
        aria-labelledby="tab-description"
        hidden={tab !== "description"}
        className="py-4"
      >
        {description}
      </div>
      <div id="panel-reviews" role="tabpanel" aria-labelledby="tab-reviews" hidden={tab !== "reviews"} className="py-4">
        {reviews}
      </div>
    </section>
  );
}
