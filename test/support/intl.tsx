// Renders the shop's components as a page in a language does: inside next-intl's provider with
// that language's texts (lib/i18n/messages.ts).
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import { shopTimeZone } from "@/lib/domain/dates";
import type { Locale } from "@/lib/i18n/locales";
import { messagesOf } from "@/lib/i18n/messages";

export function inLocale(element: ReactElement, locale: Locale = "en"): ReactElement {
  return (
    // Without a time zone next-intl logs ENVIRONMENT_FALLBACK: the shop's, which its dates use.
    <NextIntlClientProvider locale={locale} messages={messagesOf(locale)} timeZone={shopTimeZone}>
      {element}
    </NextIntlClientProvider>
  );
}
