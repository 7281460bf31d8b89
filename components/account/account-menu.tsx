"use client";
import clsx from "clsx";
import { Link } from "@/lib/i18n/navigation";
import { usePathname } from "next/navigation";
import { logout } from "@/lib/client/logout";

const entries = [
  { href: "/user/orders", label: "My Orders" },
  { href: "/user/profile", label: "My Accounts" },
  { href: "/wish-list", label: "My Wishlist" },
  { href: "/user/setting", label: "Setting" },
];

export function AccountMenu({ name }: { name: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Account" className="rounded-lg border border-stone-200 p-4">
      <p className="mb-3 font-semibold">Hello, {name}</p>
      <ul className="flex flex-col gap-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link
              href={entry.href}
              aria-current={pathname === entry.href ? "page" : undefined}
              className={clsx(
                "block rounded px-3 py-2 hover:bg-stone-100",
                pathname === entry.href && "bg-brand-light font-semibold text-brand",
              )}
            >
              {entry.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => void logout()}
            className="block w-full rounded px-3 py-2 text-left hover:bg-stone-100"
          >
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
