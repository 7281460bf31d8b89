import { OrderPlacedBanner } from "@/components/shop/order-placed-banner";
import { ShopOverlays } from "@/components/shop/shop-overlays";
import { ShopProviders } from "@/components/shop/shop-providers";
import { SiteFooter } from "@/components/shop/site-footer";
import { SiteHeader } from "@/components/shop/site-header";
import { Toaster } from "@/components/ui/toaster";

/** The shop around its pages: header with search, footer, and the cart drawer and dialogs once opened. */
export default function ShopLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <OrderPlacedBanner />
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
