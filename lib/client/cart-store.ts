"use client";
import { useTranslations } from "next-intl";
import { create } from "zustand";
import { addLine, removeLine, replaceLine, type CartLine } from "@/lib/domain/cart";
import { isCartLine } from "@/lib/domain/cart";
import type { Weight } from "@/lib/domain/pricing";
import { readStoredList, watchStoredList, writeStoredList } from "./local-list";
import { storageKeys } from "./storage-keys";
import { toast } from "./toast-store";

const key = storageKeys.cart;

interface CartState {
  lines: CartLine[];
  hydrated: boolean;
  drawerOpen: boolean;
  hydrate: () => void;
  addToCart: (line: CartLine) => void;
  replaceLine: (previous: { id: string; weight?: Weight }, line: CartLine) => void;
  removeLine: (target: { id: string; weight?: Weight }) => void;
  setLines: (lines: CartLine[]) => void;
  clear: () => void;
  openDrawer: () => void;
  closeDrawer: () => void;
}

export const useCart = create<CartState>((set, get) => {
  const save = (lines: CartLine[]) => {
    set({ lines });
    writeStoredList(key, lines);
  };
  return {
    lines: [],
    hydrated: false,
    drawerOpen: false,
    hydrate: () => set({ lines: readStoredList(key, isCartLine) ?? [], hydrated: true }),
    addToCart: (line) => save(addLine(get().lines, line)),
    replaceLine: (previous, line) => save(replaceLine(get().lines, previous, line)),
    removeLine: (target) => save(removeLine(get().lines, target)),
    setLines: save,
    clear: () => {
      save([]);
      window.localStorage.removeItem(storageKeys.buyNow);
    },
    openDrawer: () => set({ drawerOpen: true }),
    closeDrawer: () => set({ drawerOpen: false }),
  };
});

export function startCartSync(): () => void {
  useCart.getState().hydrate();
  return watchStoredList(key, () => useCart.getState().hydrate());
}

/**
 * Says a line was added ('Added to cart'), in the page's language, with a way to the cart: the
 * drawer opens from the toast's 'View cart'.
 */
export function useAnnounceAddedToCart(): () => void {
  const t = useTranslations("cart");
  return () => toast.success(t("added"), { label: t("viewCart"), run: () => useCart.getState().openDrawer() });
}
