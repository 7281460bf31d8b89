import type { Metadata, Viewport } from "next";
import { earlyTapScript } from "@/lib/dom/early-taps";
import { imageFallbackScript } from "@/lib/dom/image-fallback";
import { shop } from "@/lib/domain/shop";
import { env } from "@/lib/server/env";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: `${shop.name} – Dry Fruits, Dates and Nuts in Pakistan`, template: `%s | ${shop.name}` },
  description: shop.tagline,
  alternates: { canonical: "/" },
  openGraph: { siteName: shop.name, locale: "en_PK", type: "website" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#7c2d12" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        {/* Before any bundle or picture: pictures that fail show the placeholder, taps before the page
            is hydrated are kept (lib/dom). */}
        <script dangerouslySetInnerHTML={{ __html: imageFallbackScript + earlyTapScript }} />
        {children}
      </body>
    </html>
  );
}
