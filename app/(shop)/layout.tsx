import { LoginDialog } from "@/components/account/login-dialog";
import { CartDrawer } from "@/components/shop/cart-drawer";
import { OrderPlacedBanner } from "@/components/shop/order-placed-banner";
import { ProductDialog } from "@/components/shop/product-dialog";
import { ShopProviders } from "@/components/shop/shop-providers";
import { SiteFooter } from "@/components/shop/site-footer";
import { SiteHeader } from "@/components/shop/site-header";
import { Toaster } from "@/components/ui/toaster";

export default function ShopLayout({ children }: { children: React.ReactNode }) {
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
