import { LoginDialog } from "@/components/account/login-dialog";
import { Toaster } from "@/components/ui/toaster";
import { CartDrawer } from "./cart-drawer";
import { OrderPlacedBanner } from "./order-placed-banner";
import { ProductDialog } from "./product-dialog";
import { ShopProviders } from "./shop-providers";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The shop around a page: header with search, footer, cart drawer and dialogs (the shop's pages and its 404). */
export function ShopFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <OrderPlacedBanner />
      <main id="main" className="mx-auto min-h-[60vh] max-w-7xl px-3 py-6 sm:px-4">
        {children}
      </main>
      <SiteFooter />
      <CartDrawer />
      <ProductDialog />
      <LoginDialog />
      <Toaster />
      <ShopProviders />
    </>
  );
}
