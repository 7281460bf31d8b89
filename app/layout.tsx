import type { Metadata, Viewport } from "next";
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

/**
 * The root passes its pages through: the shop's pages (app/[locale]/layout.tsx) and the admin's
 * (app/admin/layout.tsx) each write their own <html>, in their language and direction.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
