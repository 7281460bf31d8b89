"use client";
import { create } from "zustand";

// App-wide toasts: at most three at a time, a message already showing is not shown twice, and
// each disappears after two seconds.
export const toastLimit = 3;
export const toastDurationMs = 2000;

export type ToastKind = "success" | "error" | "info";

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastState {
  toasts: Toast[];
  show: (kind: ToastKind, message: string) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  show(kind, message) {
    if (get().toasts.some((toast) => toast.message === message)) return;
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { id, kind, message }].slice(-toastLimit) }));
    setTimeout(() => get().dismiss(id), toastDurationMs);
  },
  dismiss(id) {
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
}));

export const toast = {
  success: (message: string) => useToasts.getState().show("success", message),
  error: (message: string) => useToasts.getState().show("error", message),
  info: (message: string) => useToasts.getState().show("info", message),
};
