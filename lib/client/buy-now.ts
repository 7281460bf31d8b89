"use client";
import { storageKeys } from "./storage-keys";

export function markBuyNow(): void {
  window.localStorage.setItem(storageKeys.buyNow, "true");
}
