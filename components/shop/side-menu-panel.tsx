"use client";
import Image from "next/image";
import { Link } from "@/lib/i18n/navigation";
import { useState } from "react";
import { CloseButton, Modal } from "@/components/ui/modal";
import { ChevronIcon } from "@/components/ui/icons";
import { logout } from "@/lib/client/logout";
import { useSessionUser } from "@/lib/client/session-store";
import { listCategoryProducts } from "@/lib/client/catalog-api";
import { useUi } from "@/lib/client/ui-store";
import type { CatalogProduct } from "@/lib/domain/catalog";
import { chatLink, emailLink, mapLink } from "@/lib/domain/contact";
import { imageFallback } from "@/lib/dom/image-fallback";
import { productImageUrl } from "@/lib/domain/images";

export interface MenuCategory {
  id: string;
  name: string;
}

type CategoryProducts = { state: "loading" } | { state: "failed" } | { state: "loaded"; products: CatalogProduct[] };

const itemClass = "flex min-h-11 w-full items-center justify-between rounded px-3 py-2.5 text-left hover:bg-stone-100";

function CategoryItem({ category, onNavigate }: { category: MenuCategory; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const [products, setProducts] = useState<CategoryProducts | null>(null);

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
        <ChevronIcon direction={open ? "down" : "right"} className="h-4 w-4" />
      </button>
      {open && (
        <div className="pb-2 pl-4 text-sm">
          {/* The way to the whole category first, then its products (the spec's accordion). */}
          <Link
            href={`/products/category/${category.id}`}
            onClick={onNavigate}
            className={`${itemClass} font-semibold text-brand`}
          >
            Shop all {category.name}
            <span aria-hidden="true">→</span>
          </Link>
          {products?.state === "loading" && <p className="px-3 py-1 text-stone-500">Loading products...</p>}
          {products?.state === "failed" && <p className="px-3 py-1 text-red-700">Failed to load products</p>}
          {products?.state === "loaded" && products.products.length === 0 && (
            <p className="px-3 py-1 text-stone-500">No products in this category</p>
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

/** The left slide-out menu (loaded the first time the menu button is pressed, side-menu.tsx). */
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
  const [contactOpen, setContactOpen] = useState(false);
  const openLogin = useUi((state) => state.openLogin);
  const login = () => {
    close();
    openLogin();
  };

  return (
    <Modal open={open} onClose={close} label="Menu" placement="left">
      <CloseButton onClick={close} label="Close menu" />
      <nav aria-label="Main" className="flex-1 overflow-y-auto p-4 pt-12">
        <ul className="flex flex-col gap-0.5">
          <li>
            <Link href="/" onClick={close} className={itemClass}>
              Home
            </Link>
          </li>
          <li>
            {user ? (
              <Link href={user.isAdmin ? "/admin/dashboard" : "/user/profile"} onClick={close} className={itemClass}>
                {user.isAdmin ? "Admin Panel" : "My Account"}
              </Link>
            ) : (
              <button type="button" onClick={login} className={itemClass}>
                Login
              </button>
            )}
          </li>
          {user && !user.isAdmin && (
            <>
              <li>
                <Link href="/user/setting" onClick={close} className={itemClass}>
                  Settings
                </Link>
              </li>
              <li>
                <Link href="/user/orders" onClick={close} className={itemClass}>
                  My Orders
                </Link>
              </li>
            </>
          )}
          <li>
            <Link href="/wish-list" onClick={close} className={itemClass}>
              Wishlist
            </Link>
          </li>
          <li>
            <Link href="/track-order" onClick={close} className={itemClass}>
              Track your order
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={itemClass}
              aria-expanded={contactOpen}
              onClick={() => setContactOpen((shown) => !shown)}
            >
              Contact Us
              <ChevronIcon direction={contactOpen ? "down" : "right"} className="h-4 w-4" />
            </button>
            {contactOpen && (
              <ul className="pl-4 text-sm">
                <li>
                  <a href={chatLink} target="_blank" rel="noopener noreferrer" className={itemClass}>
                    Chat with us
                  </a>
                </li>
                <li>
                  <a href={emailLink} className={itemClass}>
                    Send an e-mail
                  </a>
                </li>
                <li>
                  <a href={mapLink} target="_blank" rel="noopener noreferrer" className={itemClass}>
                    Find our shop
                  </a>
                </li>
              </ul>
            )}
          </li>
        </ul>
        <h2 className="mt-4 px-3 text-xs font-semibold tracking-wide text-stone-500 uppercase">Categories</h2>
        <ul className="mt-1 flex flex-col gap-0.5">
          {categories.map((category) => (
            <CategoryItem key={category.id} category={category} onNavigate={close} />
          ))}
        </ul>
      </nav>
      <div className="border-t border-stone-200 p-4">
        {user ? (
          <button type="button" onClick={() => void logout()} className="btn-secondary min-h-11 w-full">
            Logout
          </button>
        ) : (
          <button type="button" onClick={login} className="btn-primary min-h-11 w-full">
            Login
          </button>
        )}
      </div>
    </Modal>
  );
}
