// next-intl's configuration for each render (wired in next.config.mjs): the language is the page's
// [locale] segment, which every layout and page sets first (setRequestLocale), so pages stay static.
import { getRequestConfig } from "next-intl/server";
import { defaultLocale, isLocale } from "./locales";
import { messagesOf } from "./messages";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: messagesOf(locale) };
});
