"use client";
import Image from "next/image";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useState } from "react";
import { CloseButton, Modal } from "@/components/ui/modal";
import { ChevronIcon } from "@/components/ui/icons";
import { logout } from "@/lib/client/logout";
import { useSessionUser } from "@/lib/client/session-store";
import { listCategoryProducts } from "@/lib/client/catalog-api";
import { useUi } from "@/lib/client/ui-store";
import type { CatalogProduct } from "@/lib/domain/catalog";
import { emailLink, mapLink, shopChatLink } from "@/lib/domain/contact";
import { imageFallback } from "@/lib/dom/image-fallback";
import { productImageUrl } from "@/lib/domain/images";
import { LanguageSwitch } from "./language-switch";

export interface MenuCategory {
  id: string;
  name: string;
}

type CategoryProducts = { state: "loading" } | { state: "failed" } | { state: "loaded"; products: CatalogProduct[] };

const itemClass = "flex min-h-11 w-full items-center justify-between rounded px-3 py-2.5 text-start hover:bg-stone-100";

function CategoryItem({ category, onNavigate }: { category: MenuCategory; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const [products, setProducts] = useState<CategoryProducts | null>(null);
  const t = useTranslations("menu");

  const toggle = async () => {
    setOpen((shown) => !shown);
    if (products && products.state !== "failed") return;
    setProducts({ state: "loading" });
    try {
      setProducts({ state: "loaded", products: await listCategoryProducts(category.id) });
    } catch {
      setProducts({ state: "failed" });
    }
  };

  return (
    <li>
      <button type="button" className={itemClass} aria-expanded={open} onClick={() => void toggle()}>
        {category.name}
        <ChevronIcon direction={open ? "down" : "right"} className="h-4 w-4 rtl:-scale-x-100" />
      </button>
      {open && (
        <div className="ps-4 pb-2 text-sm">
          {/* The way to the whole category first, then its products (the spec's accordion). */}
          <Link
            href={`/products/category/${category.id}`}
            onClick={onNavigate}
            className={`${itemClass} font-semibold text-brand`}
          >
            {t("shopAll", { category: category.name })}
            <span aria-hidden="true" className="rtl:-scale-x-100">
              →
            </span>
          </Link>
          {products?.state === "loading" && <p className="px-3 py-1 text-stone-500">{t("loadingProducts")}</p>}
          {products?.state === "failed" && <p className="px-3 py-1 text-red-700">{t("failedProducts")}</p>}
          {products?.state === "loaded" && products.products.length === 0 && (
            <p className="px-3 py-1 text-stone-500">{t("noProducts")}</p>
          )}
          {products?.state === "loaded" && (
            <ul>
              {products.products.map((product) => (
                <li key={product.id}>
                  <Link
                    href={`/products/${product.id}`}
                    onClick={onNavigate}
                    className="flex min-h-11 items-center gap-2 rounded px-3 py-1.5 hover:bg-stone-100"
                  >
                    <Image
                      src={productImageUrl(product.images[0], { thumbnail: true })}
                      alt=""
                      width={32}
                      height={32}
                      className="h-8 w-8 rounded object-cover"
                      {...{ [imageFallback.attribute]: imageFallback.hide }}
                    />
                    {product.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}

/** The slide-out menu (loaded the first time the menu button is pressed, side-menu.tsx). */
export function SideMenuPanel({
  categories,
  open,
  onClose: close,
}: {
  categories: MenuCategory[];
  open: boolean;
  onClose: () => void;
}) {
  const user = useSessionUser();
  const t = useTranslations("menu");
  const [contactOpen, setContactOpen] = useState(false);
  const openLogin = useUi((state) => state.openLogin);
  const login = () => {
    close();
    openLogin();
  };

  return (
    <Modal open={open} onClose={close} label={t("menu")} placement="start">
      <CloseButton onClick={close} label={t("closeMenu")} />
      <nav aria-label={t("main")} className="flex-1 overflow-y-auto p-4 pt-12">
        <ul className="flex flex-col gap-0.5">
          <li>
            <Link href="/" onClick={close} className={itemClass}>
              {t("home")}
            </Link>
          </li>
          <li>
            <LanguageSwitch className={itemClass} />
          </li>
          <li>
            {user ? (
              <Link href={user.isAdmin ? "/admin/dashboard" : "/user/profile"} onClick={close} className={itemClass}>
                {user.isAdmin ? t("adminPanel") : t("myAccount")}
              </Link>
            ) : (
              <button type="button" onClick={login} className={itemClass}>
                {t("login")}
              </button>
            )}
          </li>
          {user && !user.isAdmin && (
            <>
              <li>
                <Link href="/user/setting" onClick={close} className={itemClass}>
                  {t("settings")}
                </Link>
              </li>
              <li>
                <Link href="/user/orders" onClick={close} className={itemClass}>
                  {t("myOrders")}
                </Link>
              </li>
            </>
          )}
          <li>
            <Link href="/wish-list" onClick={close} className={itemClass}>
              {t("wishlist")}
            </Link>
          </li>
          <li>
            <Link href="/track-order" onClick={close} className={itemClass}>
              {t("trackOrder")}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={itemClass}
              aria-expanded={contactOpen}
              onClick={() => setContactOpen((shown) => !shown)}
            >
              {t("contactUs")}
              <ChevronIcon direction={contactOpen ? "down" : "right"} className="h-4 w-4 rtl:-scale-x-100" />
            </button>
            {contactOpen && (
              <ul className="ps-4 text-sm">
                <li>
                  <a
                    href={shopChatLink(t("chatGreeting"))}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={itemClass}
                  >
                    {t("chatWithUs")}
                  </a>
                </li>
                <li>
                  <a href={emailLink} className={itemClass}>
                    {t("sendEmail")}
                  </a>
                </li>
                <li>
                  <a href={mapLink} target="_blank" rel="noopener noreferrer" className={itemClass}>
                    {t("findShop")}
                  </a>
                </li>
              </ul>
            )}
          </li>
        </ul>
        <h2 className="mt-4 px-3 text-xs font-semibold tracking-wide text-stone-500 uppercase">{t("categories")}</h2>
        <ul className="mt-1 flex flex-col gap-0.5">
          {categories.map((category) => (
            <CategoryItem key={category.id} category={category} onNavigate={close} />
          ))}
        </ul>
      </nav>
      <div className="border-t border-stone-200 p-4">
        {user ? (
          <button type="button" onClick={() => void logout()} className="btn-secondary min-h-11 w-full">
            {t("logout")}
          </button>
        ) : (
          <button type="button" onClick={login} className="btn-primary min-h-11 w-full">
            {t("login")}
          </button>
        )}
      </div>
    </Modal>
  );
}
