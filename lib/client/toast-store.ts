"use client";
import { create } from "zustand";

// App-wide toasts: at most three at a time, and a message already showing is not shown twice. How
// long each stays and where the stack sits differ by area, as the specs say: the shop's for 2 s at
// the top right, the admin's for 5 s at the bottom left. The area's Toaster sets its style.
export const toastLimit = 3;

export const toastStyles = {
  shop: { durationMs: 2000, placement: "top-right" },
  admin: { durationMs: 5000, placement: "bottom-left" },
} as const;
export type ToastStyle = keyof typeof toastStyles;

export type ToastKind = "success" | "error" | "info";

/** A button in the toast ('View cart'); a toast with one stays at least this long, to be reached. */
export interface ToastAction {
  label: string;
  run: () => void;
}
export const actionToastMs = 5000;

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  action?: ToastAction;
}

interface ToastState {
  toasts: Toast[];
  style: ToastStyle;
  show: (kind: ToastKind, message: string, action?: ToastAction) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  style: "shop",
  show(kind, message, action) {
    if (get().toasts.some((toast) => toast.message === message)) return;
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { id, kind, message, action }].slice(-toastLimit) }));
    const durationMs = toastStyles[get().style].durationMs;
    setTimeout(() => get().dismiss(id), action ? Math.max(durationMs, actionToastMs) : durationMs);
  },
  dismiss(id) {
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
}));

export const toast = {
  success: (message: string, action?: ToastAction) => useToasts.getState().show("success", message, action),
  error: (message: string) => useToasts.getState().show("error", message),
  info: (message: string) => useToasts.getState().show("info", message),
};
