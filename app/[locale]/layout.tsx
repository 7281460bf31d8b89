import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { Document } from "@/components/ui/document";
import { languageAlternates } from "@/lib/i18n/alternates";
import { clientMessages, shellParts } from "@/lib/i18n/client-messages";
import { directionOf, isLocale, locales, regionalTags } from "@/lib/i18n/locales";
import { enterLocale } from "@/lib/i18n/page-locale";

// The shop in each of its languages: /en/... is what English addresses are rewritten to
// (next.config.mjs), /ur/... is Urdu; any other first segment is not a language of the shop (a
// page's own ids are generated on demand, so the layout refuses other languages itself).
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

interface Props {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  // The home page's twins; every other page that is listed names its own.
  return { alternates: languageAlternates(locale, "/"), openGraph: { locale: regionalTags[locale].replace("-", "_") } };
}

export default async function LocaleLayout({ children, params }: Props) {
  if (!isLocale((await params).locale)) notFound();
  const locale = await enterLocale(params);
  return (
    <Document lang={locale} dir={directionOf(locale)}>
      <NextIntlClientProvider locale={locale} messages={clientMessages(locale, shellParts)}>
        {children}
      </NextIntlClientProvider>
    </Document>
  );
}
