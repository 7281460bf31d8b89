"use client";
import { useEffect, useRef } from "react";

/**
 * A modal on the native <dialog>: the browser traps focus inside and closes it on Escape; a click
 * on the dark backdrop (the dialog element itself, outside its panel) closes it too.
 */
export function Modal({ open, onClose, label, children, className = "" }: { open: boolean; onClose(): void; label: string; children: React.ReactNode; className?: string }) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto w-full max-w-md rounded-xl p-0 backdrop:bg-black/60 ${className}`}
    >
      {open && <div className="relative p-6">{children}</div>}
    </dialog>
  );
}

export function CloseButton({ onClick, label = "Close" }: { onClick(): void; label?: string }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className="absolute right-3 top-3 rounded p-1 text-2xl leading-none text-stone-500 hover:text-stone-900">
      ×
    </button>
  );
}
