"use client";
import { keepNoticeForNextPage } from "./next-page-notice";
import { storageKeys } from "./storage-keys";

/** Forgets the cart and wishlist too; the home page shows `notice` if one is given. */
export async function logout(notice?: string): Promise<void> {
  try {
    // next-auth's client is loaded only when someone logs out, not with every page.
    const { signOut } = await import("next-auth/react");
    await signOut({ redirect: false });
    for (const key of Object.values(storageKeys)) localStorage.removeItem(key);
    sessionStorage.clear();
  } catch (error) {
    console.error("Logout failed; clearing all storage", error);
    localStorage.clear();
    sessionStorage.clear();
  }
  if (notice) keepNoticeForNextPage(notice);
  window.location.replace("/");
}
