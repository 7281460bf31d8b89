"use client";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { logout } from "@/lib/client/logout";
import { useSessionUser } from "@/lib/client/session-store";
import { useUi } from "@/lib/client/ui-store";

const customerLinks = [
  { href: "/user/orders", label: "My Orders" },
  { href: "/user/profile", label: "My Account" },
  { href: "/wish-list", label: "My Wishlist" },
  { href: "/user/setting", label: "Setting" },
];

function UserIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
    </svg>
  );
}

/** The header's user icon: the login dialog when signed out, the account menu when signed in. */
export function UserMenu() {
  const user = useSessionUser();
  const openLogin = useUi((state) => state.openLogin);
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !container.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  if (user === undefined) {
    return (
      <span className="rounded p-2 text-stone-400" aria-hidden="true">
        <UserIcon />
      </span>
    );
  }
  if (!user) {
    return (
      <button type="button" aria-label="Login" onClick={() => openLogin()} className="rounded p-2 hover:bg-stone-100">
        <UserIcon />
      </button>
    );
  }

  const links = user.isAdmin ? [{ href: "/admin/dashboard", label: "Admin Panel" }] : customerLinks;
  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-label={`Account menu for ${user.name}`}
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpen((shown) => !shown)}
        className="rounded p-2 hover:bg-stone-100"
      >
        <UserIcon />
      </button>
      {open && (
        <ul
          role="menu"
          className="absolute right-0 z-40 mt-1 w-48 overflow-hidden rounded-md border border-stone-200 bg-white py-1 shadow-lg"
        >
          {links.map((link) => (
            <li key={link.href} role="none">
              <Link
                role="menuitem"
                href={link.href}
                onClick={() => setOpen(false)}
                className="block px-4 py-2 text-sm hover:bg-stone-100"
              >
                {link.label}
              </Link>
            </li>
          ))}
          <li role="none">
            <button
              role="menuitem"
              type="button"
              onClick={() => void logout()}
              className="block w-full px-4 py-2 text-left text-sm hover:bg-stone-100"
            >
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
