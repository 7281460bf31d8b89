"use client";
import clsx from "clsx";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";

const menuItems = (list: HTMLUListElement | null) => [
  ...(list?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

export type DropdownMenuItem = { label: string } & ({ href: string } | { onSelect: () => void });

/**
 * A button that opens a menu of links and actions (WAI-ARIA's menu button): opening it moves focus to
 * the first item (ArrowUp on the button: the last), arrows, Home and End move between the items,
 * Escape closes it and returns focus to the button, and a click outside or a Tab away closes it.
 */
export function DropdownMenu({
  button,
  label,
  items,
  className,
  buttonClassName,
  menuClassName,
  prefetch,
}: {
  /** What the button shows: an icon (then `label` names it), or words. */
  button: React.ReactNode;
  label?: string;
  items: DropdownMenuItem[];
  className?: string;
  buttonClassName?: string;
  /** The menu's width and frame; it opens under the button, at its right edge. */
  menuClassName?: string;
  /** Next's prefetching of the links (the back office turns it off, as AdminLink does). */
  prefetch?: boolean;
}) {
  const [open, setOpen] = useState<false | "first" | "last">(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const shown = menuItems(menu.current);
    (open === "last" ? shown.at(-1) : shown[0])?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", closeOutside);
    return () => document.removeEventListener("mousedown", closeOutside);
  }, [open]);

  const closeToButton = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const moveFocus = (event: React.KeyboardEvent) => {
    const shown = menuItems(menu.current);
    const current = shown.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % shown.length,
      ArrowUp: (current - 1 + shown.length) % shown.length,
      Home: 0,
      End: shown.length - 1,
    };
    const next = moves[event.key];
    if (event.key === "Escape") {
      event.preventDefault();
      closeToButton();
    } else if (next !== undefined) {
      event.preventDefault();
      shown[next]?.focus();
    }
  };

  // Each item a thumb's height (44 px).
  const itemClass =
    "flex min-h-11 w-full items-center px-4 py-2 text-start hover:bg-stone-100 focus:bg-stone-100 focus:outline-none";
  return (
    <div
      ref={container}
      className={clsx("relative", className)}
      onBlur={(event) => {
        // Tab away; a click elsewhere may blur to nothing (Safari) and is left to the mousedown.
        const to = event.relatedTarget as Node | null;
        if (to && !container.current?.contains(to)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        id={buttonId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((shown) => (shown ? false : "first"))}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(event.key === "ArrowDown" ? "first" : "last");
          } else if (event.key === "Escape" && open) {
            event.preventDefault();
            setOpen(false);
          }
        }}
        className={buttonClassName}
      >
        {button}
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={moveFocus}
          className={clsx(
            "absolute end-0 z-40 mt-1 overflow-hidden rounded-md bg-white py-1 text-sm text-stone-900 shadow-lg",
            menuClassName,
          )}
        >
          {items.map((item) => (
            <li key={item.label} role="none">
              {"href" in item ? (
                <Link
                  role="menuitem"
                  href={item.href}
                  prefetch={prefetch}
                  onClick={() => setOpen(false)}
                  className={itemClass}
                >
                  {item.label}
                </Link>
              ) : (
                <button
                  role="menuitem"
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    item.onSelect();
                  }}
                  className={itemClass}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
