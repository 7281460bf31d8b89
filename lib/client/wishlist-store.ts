"use client";
import { create } from "zustand";
import { readStoredList, watchStoredList, writeStoredList } from "./local-list";
import { storageKeys } from "./storage-keys";

// Wishlisted product ids under `wishlist`; the legacy `wishList` key is read too and folded in.
const { wishlist: key, legacyWishlist: legacyKey } = storageKeys;

const isId = (value: unknown): value is string => typeof value === "string" && value.length > 0 && value.length <= 64;

function load(): string[] {
  const ids = [...(readStoredList(key, isId) ?? []), ...(readStoredList(legacyKey, isId) ?? [])];
  return [...new Set(ids)];
}

interface WishlistState {
  ids: string[];
  hydrated: boolean;
  hydrate: () => void;
  toggle: (id: string) => boolean;
  remove: (id: string) => void;
}

export const useWishlist = create<WishlistState>((set, get) => ({
  ids: [],
  hydrated: false,
  hydrate() {
    set({ ids: load(), hydrated: true });
  },
  /** Adds or removes the id; true when it is now in the wishlist. */
  toggle(id) {
    const has = get().ids.includes(id);
    const ids = has ? get().ids.filter((entry) => entry !== id) : [...get().ids, id];
    set({ ids });
    writeStoredList(key, ids);
    window.localStorage.removeItem(legacyKey);
    return !has;
  },
  remove(id) {
    const ids = get().ids.filter((entry) => entry !== id);
    set({ ids });
    writeStoredList(key, ids);
    window.localStorage.removeItem(legacyKey);
  },
}));

export function startWishlistSync(): () => void {
  useWishlist.getState().hydrate();
  return watchStoredList(key, () => useWishlist.getState().hydrate());
}
