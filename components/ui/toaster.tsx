"use client";
import clsx from "clsx";
import { useEffect } from "react";
import { toastStyles, useToasts, type ToastStyle } from "@/lib/client/toast-store";

/** The toast stack of one area of the site (see toastStyles). */
export function Toaster({ area = "shop" }: { area?: ToastStyle }) {
  const toasts = useToasts((state) => state.toasts);
  useEffect(() => useToasts.setState({ style: area }), [area]);
  return (
    <div
      aria-live="polite"
      className={clsx(
        "pointer-events-none fixed z-[100] flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2",
        toastStyles[area].placement === "top-right" ? "top-4 right-4" : "bottom-4 left-4",
      )}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === "error" ? "alert" : "status"}
          className={clsx(
            "flex animate-toast-in items-center justify-between gap-3 rounded-md px-4 py-3 text-sm font-medium text-white shadow-lg",
            toast.kind === "success" && "bg-green-700",
            toast.kind === "error" && "bg-red-700",
            toast.kind === "info" && "bg-stone-800",
          )}
        >
          {toast.message}
          {toast.action && (
            <button
              type="button"
              className="pointer-events-auto shrink-0 rounded border border-white/70 px-2.5 py-1 font-semibold whitespace-nowrap hover:bg-white/15"
              onClick={() => {
                useToasts.getState().dismiss(toast.id);
                toast.action?.run();
              }}
            >
              {toast.action.label}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
