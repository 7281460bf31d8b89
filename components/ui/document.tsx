import { earlyTapScript } from "@/lib/dom/early-taps";
import { imageFallbackScript } from "@/lib/dom/image-fallback";

/**
 * The page's <html> and <body>, in its language and direction: the shop's pages (app/[locale]) and
 * the admin (app/admin) each have their own, as the root layout only passes its children through.
 */
export function Document({ lang, dir, children }: { lang: string; dir: "ltr" | "rtl"; children: React.ReactNode }) {
  return (
    <html lang={lang} dir={dir}>
      <body>
        {/* Before any bundle or picture: pictures that fail show the placeholder, taps before the page
            is hydrated are kept (lib/dom). */}
        <script dangerouslySetInnerHTML={{ __html: imageFallbackScript + earlyTapScript }} />
        {children}
      </body>
    </html>
  );
}
