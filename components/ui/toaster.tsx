"use client";
import clsx from "clsx";
import { useToasts } from "@/lib/client/toast-store";

export function Toaster() {
  const toasts = useToasts((state) => state.toasts);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed top-4 right-4 z-[100] flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
    >
      {toasts.map((toast) => (
        <p
          key={toast.id}
          role={toast.kind === "error" ? "alert" : "status"}
          className={clsx(
            "rounded-md px-4 py-3 text-sm font-medium text-white shadow-lg",
            toast.kind === "success" && "bg-green-700",
            toast.kind === "error" && "bg-red-700",
            toast.kind === "info" && "bg-stone-800",
          )}
        >
          {toast.message}
        </p>
      ))}
    </div>
  );
}
