import Link from "next/link";
import { UserMenu } from "@/components/account/user-menu";
import { HeartIcon } from "@/components/ui/icons";
import { shop } from "@/lib/domain/shop";
import { listVisibleCategories } from "@/lib/server/catalog";
import { CartButton } from "./cart-button";
import { Logo } from "./logo";
import { SearchBox } from "./search-box";
import { SideMenu } from "./side-menu";

export async function SiteHeader() {
  const categories = await listVisibleCategories();
  return (
    <>
      <p className="bg-red-700 py-1.5 text-center text-xs font-semibold tracking-wide text-white">
        {shop.freeShippingBanner}
      </p>
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2 sm:gap-4 sm:px-4">
          <SideMenu categories={categories.map(({ id, name }) => ({ id, name }))} />
          <Logo />
          <div className="flex flex-1 justify-center">
            <SearchBox />
          </div>
          <nav aria-label="Your shop" className="flex items-center">
            <Link href="/wish-list" aria-label="Wishlist" className="rounded p-2 hover:bg-stone-100">
              <HeartIcon />
            </Link>
            <UserMenu />
            <CartButton />
          </nav>
        </div>
      </header>
    </>
  );
}
