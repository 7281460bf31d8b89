"use client";
import clsx from "clsx";
import { useEffect, useRef } from "react";

const placements = {
  center: "m-auto w-full max-w-md rounded-xl",
  wide: "m-auto w-full max-w-2xl rounded-xl",
  full: "m-0 h-full max-h-none w-full max-w-none",
  // Drawers follow the reading direction: "start" is the left edge in English, the right in Urdu.
  start: "my-0 ms-0 me-auto h-full max-h-none w-[22rem] max-w-[90vw]",
  end: "my-0 ms-auto me-0 h-full max-h-none w-[26rem] max-w-[95vw]",
} as const;

/**
 * A modal on the native <dialog>: the browser traps focus inside and closes it on Escape; a click
 * on the dark backdrop (the dialog element itself, outside its panel) closes it too. `placement`
 * makes it a centred dialog or a drawer sliding from the start or the end of the line.
 */
export function Modal({
  open,
  onClose,
  label,
  children,
  placement = "center",
  className,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  children: React.ReactNode;
  placement?: keyof typeof placements;
  className?: string;
}) {
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
      className={clsx("p-0 backdrop:bg-black/60", placements[placement], className)}
    >
      {open && (
        <div
          className={clsx("relative", placement === "start" || placement === "end" ? "flex h-full flex-col" : "p-6")}
        >
          {children}
        </div>
      )}
    </dialog>
  );
}

export function CloseButton({ onClick, label = "Close" }: { onClick: () => void; label?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="absolute end-1 top-1 z-10 flex h-11 w-11 items-center justify-center rounded text-2xl leading-none text-stone-500 hover:bg-stone-100 hover:text-stone-900"
    >
      ×
    </button>
  );
}
