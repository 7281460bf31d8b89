"use client";
import { useLocale } from "next-intl";
import { useState, useSyncExternalStore } from "react";
import { offerMade, rememberedLanguage, rememberLanguage, rememberOffer } from "@/lib/client/language-choice";
import { directionOf, languageOffer, localePath, otherLocale } from "@/lib/i18n/locales";
import { usePathname } from "@/lib/i18n/navigation";

const noChanges = () => () => undefined;
const primaryOf = (tag: string) => tag.toLowerCase().split("-")[0];

/**
 * Whether this load of the shop makes the offer, decided once (the offer is then remembered as
 * made, so the next load does not make it again), for the language the page does not speak.
 */
const offerDecided = new Map<string, boolean>();
function offerThisLoad(other: string): boolean {
  if (!offerDecided.has(other)) {
    const make =
      rememberedLanguage() === undefined && !offerMade() && navigator.languages.some((tag) => primaryOf(tag) === other);
    if (make) rememberOffer();
    offerDecided.set(other, make);
  }
  return offerDecided.get(other)!;
}

/**
 * Offered once, never forced: a first visit whose browser prefers the other language is told, in
 * that language, that the shop is there too, on the pages of that load. The offer is not made on a
 * later load, answered or not; nothing is shown to a visitor who chose with the switch before, or
 * whose browser prefers this page's language.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const other = otherLocale(locale);
  const path = usePathname();
  const [answered, setAnswered] = useState(false);
  const offered = useSyncExternalStore(
    noChanges,
    () => offerThisLoad(other),
    () => false,
  );
  if (!offered || answered) return null;
  const offer = languageOffer[other];
  const answer = (chosen: typeof locale) => {
    rememberLanguage(chosen);
    setAnswered(true);
  };
  return (
    <div
      lang={other}
      dir={directionOf(other)}
      role="region"
      aria-label={offer.text}
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-50 px-3 py-1.5 text-sm text-stone-800"
    >
      <span>{offer.text}</span>
      <a
        href={localePath(other, path)}
        hrefLang={other}
        onClick={() => answer(other)}
        className="inline-flex min-h-11 items-center font-semibold text-brand underline"
      >
        {offer.accept}
      </a>
      <button type="button" onClick={() => answer(locale)} className="min-h-11 px-2 text-stone-600 underline">
        {offer.dismiss}
      </button>
    </div>
  );
}
