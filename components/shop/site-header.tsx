import { getTranslations } from "next-intl/server";
import { UserMenu } from "@/components/account/user-menu";
import { HeartIcon } from "@/components/ui/icons";
import { freeDeliveryThreshold } from "@/lib/domain/pricing";
import { Link } from "@/lib/i18n/navigation";
import { listVisibleCategories } from "@/lib/server/catalog";
import { CartButton } from "./cart-button";
import { LanguageOffer } from "./language-offer";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { SearchBox } from "./search-box";
import { SideMenu } from "./side-menu";

export async function SiteHeader() {
  const [categories, t] = await Promise.all([listVisibleCategories(), getTranslations("header")]);
  return (
    <>
      <LanguageOffer />
      {/* The announcement is part of the header but scrolls away: the header sticks 1.75 rem (its height) above the top. */}
      <header className="sticky -top-7 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
        <p className="h-7 bg-red-700 py-1.5 text-center text-xs font-semibold tracking-wide text-white">
          {t("freeShipping", { threshold: String(freeDeliveryThreshold) })}
        </p>
        {/* On a phone the search takes a row of its own, the whole width. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-1 px-3 py-2 sm:flex-nowrap sm:gap-4 sm:px-4">
          <SideMenu categories={categories.map(({ id, name }) => ({ id, name }))} />
          <Logo />
          <div className="order-last flex w-full justify-center sm:order-none sm:w-auto sm:flex-1">
            <SearchBox />
          </div>
          <nav aria-label={t("yourShop")} className="ms-auto flex items-center sm:ms-0">
            {/* On a phone the switch is in the menu: the header's row has room for the icons only. */}
            <LanguageSwitch className="hidden min-h-11 items-center rounded px-2.5 text-sm font-semibold hover:bg-stone-100 sm:inline-flex" />
            <Link href="/wish-list" aria-label={t("wishlist")} className="rounded p-2.5 hover:bg-stone-100">
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
