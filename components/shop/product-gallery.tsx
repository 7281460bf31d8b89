"use client";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import Image from "next/image";
import { useRef, useState } from "react";
import { ChevronIcon } from "@/components/ui/icons";
import { SlideDots } from "@/components/ui/slide-dots";
import { productImageUrl, type ImageEntry } from "@/lib/domain/images";

const thumbnailsShown = 4;

/** The product's images: up to four thumbnails beside the picture on desktop; swipe, arrows and dots on phones. */
export function ProductGallery({ images, name }: { images: ImageEntry[]; name: string }) {
  const t = useTranslations("purchase");
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const entries = images.length ? images : [null];
  const go = (next: number) => setIndex(((next % entries.length) + entries.length) % entries.length);

  return (
    <div className="flex flex-col-reverse gap-3 md:flex-row md:items-start">
      {entries.length > 1 && (
        <ul className="hidden flex-col gap-2 md:flex" aria-label={t("productImages")}>
          {entries.slice(0, thumbnailsShown).map((image, position) => (
            <li key={position}>
              <button
                type="button"
                aria-label={t("showImage", { number: position + 1 })}
                aria-current={position === index}
                onClick={() => setIndex(position)}
                className={clsx(
                  "overflow-hidden rounded-md border-2",
                  position === index ? "border-brand" : "border-transparent",
                )}
              >
                <Image
                  src={productImageUrl(image, { thumbnail: true })}
                  alt=""
                  width={72}
                  height={72}
                  className="h-18 w-18 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div
        className="relative flex-1 overflow-hidden rounded-lg bg-stone-100"
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const end = event.changedTouches[0]?.clientX;
          if (start !== null && end !== undefined && Math.abs(end - start) > 40) go(index + (end < start ? 1 : -1));
          touchStart.current = null;
        }}
      >
        <Image
          src={productImageUrl(entries[index])}
          alt={name}
          width={800}
          height={800}
          preload
          fetchPriority="high"
          sizes="(min-width: 768px) 45vw, 100vw"
          className="aspect-square w-full object-cover"
        />
        {entries.length > 1 && (
          <div className="md:hidden">
            <button
              type="button"
              aria-label={t("previousImage")}
              onClick={() => go(index - 1)}
              className="absolute start-2 top-1/2 -translate-y-1/2 rounded-full bg-white/80 p-2"
            >
              <ChevronIcon direction="left" className="h-5 w-5 rtl:-scale-x-100" />
            </button>
            <button
              type="button"
              aria-label={t("nextImage")}
              onClick={() => go(index + 1)}
              className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full bg-white/80 p-2"
            >
              <ChevronIcon className="h-5 w-5 rtl:-scale-x-100" />
            </button>
            <SlideDots
              count={entries.length}
              current={index}
              onSelect={setIndex}
              label={(position) => t("image", { number: position + 1 })}
              className="absolute inset-x-0 bottom-0"
            />
          </div>
        )}
      </div>
    </div>
  );
}
