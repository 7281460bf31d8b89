import "server-only";
import { escape } from "html-escaper";
import { shop } from "@/lib/domain/shop";
import { isolatesToHtml, keepLeftToRight, lineInDirection } from "@/lib/i18n/bidi";
import { defaultLocale, directionOf, type Locale } from "@/lib/i18n/locales";
import { nameIn } from "@/lib/i18n/translated";

// The shop's e-mails to its customers (orders, password reset): paragraphs, links and lists as
// plain text and the same as simple HTML, signed with the shop's name and phone, in the mail's
// language.

export type Block =
  { kind: "p"; text: string } | { kind: "link"; text: string; href: string } | { kind: "list"; items: string[] };

export const paragraph = (text: string): Block => ({ kind: "p", text });

/**
 * The mail's text and HTML in its language. An Urdu mail is written right to left (dir, lang), its
 * order numbers, phones and prices kept left to right (lib/i18n/bidi.ts); each plain-text line starts
 * right to left even where it begins with a product's Latin name.
 */
export function render(blocks: Block[], locale: Locale = defaultLocale): { text: string; html: string } {
  const line = (text: string) => lineInDirection(locale, text);
  const text = blocks
    .map((block) =>
      block.kind === "p"
        ? line(block.text)
        : block.kind === "link"
          ? line(`${block.text}: ${block.href}`)
          : block.items.map((item) => line(`- ${item}`)).join("\n"),
    )
    .join("\n\n");
  const html = blocks
    .map((block) =>
      block.kind === "p"
        ? `<p>${escape(block.text)}</p>`
        : block.kind === "link"
          ? `<p><a href="${escape(block.href)}">${escape(block.text)}</a></p>`
          : `<ul>${block.items.map((item) => `<li>${escape(item)}</li>`).join("")}</ul>`,
    )
    .join("\n");
  const phone = keepLeftToRight(locale, shop.phone);
  const signature = `${nameIn(shop, locale)}, ${phone}`;
  const direction = locale === defaultLocale ? "" : ` dir="${directionOf(locale)}" lang="${locale}"`;
  return {
    text: `${text}\n\n${line(signature)}\n`,
    html: isolatesToHtml(
      `<div${direction} style="font-family:sans-serif;font-size:15px">${html}<p style="color:#555">${escape(signature)}</p></div>`,
    ),
  };
}
