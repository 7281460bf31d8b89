"use client";
import { create } from "zustand";

// Global open/closed states of the shop's overlays.
export type LoginReason = "checkout" | undefined;

interface UiState {
  login: { open: boolean; reason: LoginReason; view: "login" | "register" };
  openLogin(reason?: LoginReason): void;
  closeLogin(): void;
  showLoginView(view: "login" | "register"): void;
}

export const useUi = create<UiState>((set) => ({
  login: { open: false, reason: undefined, view: "login" },
  openLogin: (reason) => set({ login: { open: true, reason, view: "login" } }),
  closeLogin: () => set((state) => ({ login: { ...state.login, open: false } })),
  showLoginView: (view) => set((state) => ({ login: { ...state.login, view } })),
}));
