import { OrderPlacedBanner } from "@/components/shop/order-placed-banner";
import { ShopOverlays } from "@/components/shop/shop-overlays";
import { ShopProviders } from "@/components/shop/shop-providers";
import { SiteFooter } from "@/components/shop/site-footer";
import { SiteHeader } from "@/components/shop/site-header";
import { Toaster } from "@/components/ui/toaster";
import { getTranslations } from "next-intl/server";
import { enterLocale } from "@/lib/i18n/page-locale";

/** The shop around its pages: header with search, footer, and the cart drawer and dialogs once opened. */
export default async function ShopLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  await enterLocale(params);
  const t = await getTranslations("checkout");
  return (
    <>
      <SiteHeader />
      <OrderPlacedBanner text={t("orderPlaced")} closeLabel={t("closeBanner")} />
      <main id="main" className="mx-auto min-h-[60vh] max-w-7xl px-3 py-6 sm:px-4">
        {children}
      </main>
      <SiteFooter />
      <ShopOverlays />
      <Toaster />
      <ShopProviders />
    </>
  );
}
