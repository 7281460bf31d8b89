// Renders the shop's components as a page in a language does: inside next-intl's provider with
// that language's texts (lib/i18n/messages.ts).
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { messagesOf } from "@/lib/i18n/messages";

export function inLocale(element: ReactElement, locale: Locale = "en"): ReactElement {
  return (
    <NextIntlClientProvider locale={locale} messages={messagesOf(locale)}>
      {element}
    </NextIntlClientProvider>
  );
}
