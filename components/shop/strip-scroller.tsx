"use client";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { ChevronIcon } from "@/components/ui/icons";

export const stripScrollPx = 300;

/**
 * A horizontal list with arrows that scroll it 300 px at a time; the arrows stand at the screen's
 * left and right and scroll that way, in either language.
 */
export function StripScroller({ label, children }: { label: string; children: React.ReactNode }) {
  const t = useTranslations("listing");
  const list = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * stripScrollPx, behavior: "smooth" });
  return (
    <div className="relative">
      <button
        type="button"
        aria-label={t("scrollLeft", { what: label.toLowerCase() })}
        onClick={() => scroll(-1)}
        className="absolute top-9 -left-2 z-10 hidden rounded-full bg-white p-1.5 shadow md:block"
      >
        <ChevronIcon direction="left" />
      </button>
      <ul
        ref={list}
        aria-label={label}
        className="flex [scrollbar-width:none] gap-4 overflow-x-auto scroll-smooth pb-2"
      >
        {children}
      </ul>
      <button
        type="button"
        aria-label={t("scrollRight", { what: label.toLowerCase() })}
        onClick={() => scroll(1)}
        className="absolute top-9 -right-2 z-10 hidden rounded-full bg-white p-1.5 shadow md:block"
      >
        <ChevronIcon />
      </button>
    </div>
  );
}
