"use client";
import clsx from "clsx";
import Image from "next/image";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { ChevronIcon } from "@/components/ui/icons";
import { SlideDots } from "@/components/ui/slide-dots";
import { usePageLoaded } from "@/lib/client/use-page-loaded";
import { useRouter } from "@/lib/i18n/navigation";
import type { ShownText } from "@/lib/i18n/translated";

export interface Slide {
  id: string;
  src: string;
  /** Where a click goes (an English path, opened in the page's language): the category, else the product, else (null) the products section. */
  href: string | null;
  /** The slide's words, set by the owner (in Urdu too, for the Urdu page); shown as text over the picture. */
  title: ShownText | null;
  subtitle: ShownText | null;
  /** What a click does ('Shop Dates'), shown as the slide's button. */
  action: string;
}

export const slideIntervalMs = 4000;

/** The home hero: advances every 4 s, pauses while hovered or focused. */
export function HeroSlider({ slides }: { slides: Slide[] }) {
  const router = useRouter();
  const t = useTranslations("listing");
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // The first slide is the page's largest picture; the others wait until the page has loaded.
  const pageLoaded = usePageLoaded();
  const count = slides.length;
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), slideIntervalMs);
    return () => clearInterval(timer);
  }, [paused, count]);

  if (count === 0) return null;
  const open = (slide: Slide) => {
    if (slide.href) router.push(slide.href);
    else document.getElementById("products")?.scrollIntoView({ behavior: "smooth" });
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("offers")}
      className="relative overflow-hidden rounded-xl bg-stone-100"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* Half as tall as wide on a phone, so its words stay readable; the picture is cropped at the sides. */}
      <div className="relative aspect-[2/1] w-full sm:aspect-[8/3]">
        {slides.map((slide, position) => (
          <button
            key={slide.id}
            type="button"
            aria-roledescription="slide"
            aria-hidden={position !== index}
            tabIndex={position === index ? 0 : -1}
            onClick={() => open(slide)}
            className={`absolute inset-0 text-start transition-opacity duration-500 ${position === index ? "opacity-100" : "pointer-events-none opacity-0"}`}
          >
            {(position === 0 || position === index || pageLoaded) && (
              <Image
                src={slide.src}
                alt=""
                fill
                preload={position === 0}
                fetchPriority={position === 0 ? "high" : undefined}
                // Cropped to 2:1 on a phone, the 8:3 picture is drawn a third wider than the screen; asked for at
                // the screen's width all the same, since it is the page's largest paint on a slow line.
                sizes="(min-width: 1280px) 1248px, 100vw"
                className="object-cover"
              />
            )}
            <SlideText slide={slide} />
            <span className="sr-only">{t("slidePosition", { position: position + 1, count })}</span>
          </button>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            aria-label={t("previousSlide")}
            onClick={() => go(index - 1)}
            className="absolute start-2 top-1/2 -translate-y-1/2 rounded-full bg-white/80 p-2 shadow hover:bg-white"
          >
            <ChevronIcon direction="left" className="h-5 w-5 rtl:-scale-x-100" />
          </button>
          <button
            type="button"
            aria-label={t("nextSlide")}
            onClick={() => go(index + 1)}
            className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full bg-white/80 p-2 shadow hover:bg-white"
          >
            <ChevronIcon className="h-5 w-5 rtl:-scale-x-100" />
          </button>
          <SlideDots
            count={count}
            current={index}
            onSelect={go}
            label={(position) => t("goToSlide", { number: position + 1 })}
            className="absolute inset-x-0 bottom-0"
          />
          <p
            className="absolute end-3 top-3 rounded bg-black/50 px-2 py-0.5 text-xs text-white"
            aria-live="polite"
            data-testid="slide-counter"
          >
            {/* "2 / 3" reads left to right on an Urdu page too, not turned into "3 / 2". */}
            <span dir="ltr">
              {index + 1} / {count}
            </span>
          </p>
        </>
      )}
    </section>
  );
}

/**
 * The slide's words between the arrows' lanes (so no arrow covers them), over a shade that keeps white text
 * readable on any picture.
 */
function SlideText({ slide }: { slide: Slide }) {
  return (
    <span
      className={clsx(
        // The shadow keeps the words readable where they fall on a light part of the picture (Urdu's
        // start is the picture's right, where its subject often is).
        "absolute inset-0 flex flex-col items-start gap-1.5 px-14 pb-6 [text-shadow:0_1px_3px_rgb(0_0_0/0.7)] sm:gap-2 sm:px-20",
        slide.title || slide.subtitle
          ? "justify-center bg-gradient-to-r from-black/60 via-black/25 to-transparent rtl:bg-gradient-to-l"
          : "justify-end",
      )}
    >
      {slide.title && (
        <span
          dir={directionOf(slide.title)}
          className="max-w-[75%] text-xl leading-tight font-bold text-balance text-white sm:max-w-md sm:text-4xl"
        >
          {slide.title.text}
        </span>
      )}
      {slide.subtitle && (
        <span
          dir={directionOf(slide.subtitle)}
          className="max-w-[75%] text-sm leading-snug text-white/90 sm:max-w-md sm:text-lg"
        >
          {slide.subtitle.text}
        </span>
      )}
      <span className="mt-1 rounded-full bg-white px-3 py-1 text-sm font-semibold text-stone-900 shadow [text-shadow:none]">
        {slide.action}
      </span>
    </span>
  );
}

/**
 * The owner's Urdu words read right to left, even when they start with a price; the English ones (shown on the
 * Urdu page where there are no Urdu ones, and maybe written in Urdu script) each run in their own direction.
 */
function directionOf(words: ShownText): "rtl" | "auto" {
  return words.urdu ? "rtl" : "auto";
}
