"use client";
import dynamic from "next/dynamic";
import { useCart } from "@/lib/client/cart-store";
import { useShownOnce } from "@/lib/client/use-shown-once";
import { useUi } from "@/lib/client/ui-store";

// Each is loaded the first time it opens, not with every page: a phone parses and hydrates less
// before the shopper can tap.
const CartDrawer = dynamic(() => import("./cart-drawer").then((module) => module.CartDrawer), { ssr: false });
const ProductDialog = dynamic(() => import("./product-dialog").then((module) => module.ProductDialog), {
  ssr: false,
});
const LoginDialog = dynamic(() => import("@/components/account/login-dialog").then((module) => module.LoginDialog), {
  ssr: false,
});

/** The cart drawer, the add-to-cart dialog and the login dialog, each once it has been opened. */
export function ShopOverlays() {
  const drawer = useShownOnce(useCart((state) => state.drawerOpen));
  const productDialog = useShownOnce(useUi((state) => state.productDialog !== null));
  const login = useShownOnce(useUi((state) => state.login.open));
  return (
    <>
      {drawer && <CartDrawer />}
      {productDialog && <ProductDialog />}
      {login && <LoginDialog />}
    </>
  );
}
