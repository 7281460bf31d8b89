"use client";
import { storageKeys } from "./storage-keys";

/** Ends the session, forgets the cart and wishlist, and goes home replacing the history entry. */
export async function logout(): Promise<void> {
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
  window.location.replace("/");
}
