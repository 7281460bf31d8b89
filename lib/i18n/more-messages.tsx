"use client";
// Message parts added below the shell's provider, in the browser: a page's own parts, sent with
// the page, and the parts of a dialog loaded when it first opens, loaded with it.
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from "next-intl";
import { use, useMemo } from "react";
import type { ClientPart } from "./client-messages";
import type { Locale } from "./locales";
import type { Messages } from "./messages";

/** The provider above's messages and `messages` too, for `children`. */
export function MoreMessages({ messages, children }: { messages: Partial<Messages>; children: React.ReactNode }) {
  const inherited = useMessages();
  const merged = useMemo(() => ({ ...inherited, ...messages }), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={useLocale()} timeZone={useTimeZone()} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}

const loading = new Map<string, Promise<Partial<Messages>>>();

/** Each part of a language is fetched once: its own small chunk, compiled at build time as the rest. */
function loadParts(locale: Locale, parts: readonly ClientPart[]): Promise<Partial<Messages>> {
  const key = `${locale}:${parts.join(",")}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = Promise.all(
      parts.map(async (part) => {
        // One of the message files: the same part's keys in either language (lib/i18n/messages.ts).
        const file = (await import(`@/messages/${locale}/${part}.json`)) as { default: Messages[ClientPart] };
        return [part, file.default] as const;
      }),
    ).then((loaded) => Object.fromEntries(loaded) as Partial<Messages>);
    loading.set(key, pending);
  }
  return pending;
}

/** `children` with `parts` added, once loaded (suspends until then): for what loads when first opened. */
export function LoadedMessages({ parts, children }: { parts: readonly ClientPart[]; children: React.ReactNode }) {
  return <MoreMessages messages={use(loadParts(useLocale(), parts))}>{children}</MoreMessages>;
}
