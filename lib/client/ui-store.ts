"use client";
import { create } from "zustand";
import type { CartLine } from "@/lib/domain/cart";
import type { DialogProduct } from "./dialog-product";

// Global open/closed states of the shop's overlays.
export type LoginReason = "checkout" | undefined;

export interface ProductDialogState {
  product: DialogProduct;
  /** Edit mode replaces this line. */
  line?: CartLine;
}

interface UiState {
  /** The closable success banner shown after an order is placed. */
  orderPlaced: boolean;
  setOrderPlaced: (shown: boolean) => void;
  productDialog: ProductDialogState | null;
  openProductDialog: (state: ProductDialogState) => void;
  closeProductDialog: () => void;
  login: { open: boolean; reason: LoginReason; view: "login" | "register" };
  openLogin: (reason?: LoginReason) => void;
  closeLogin: () => void;
  showLoginView: (view: "login" | "register") => void;
}

export const useUi = create<UiState>((set) => ({
  orderPlaced: false,
  setOrderPlaced: (orderPlaced) => set({ orderPlaced }),
  productDialog: null,
  openProductDialog: (productDialog) => set({ productDialog }),
  closeProductDialog: () => set({ productDialog: null }),
  login: { open: false, reason: undefined, view: "login" },
  openLogin: (reason) => set({ login: { open: true, reason, view: "login" } }),
  closeLogin: () => set((state) => ({ login: { ...state.login, open: false } })),
  showLoginView: (view) => set((state) => ({ login: { ...state.login, view } })),
}));
