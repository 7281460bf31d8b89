"use client";
import clsx from "clsx";
import { AdminLink } from "@/components/admin/admin-link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { DropdownMenu, type DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { MenuIcon } from "@/components/ui/icons";
import { logout } from "@/lib/client/logout";

const entries = [
  { href: "/admin/dashboard", label: "Dashboard" },
  { href: "/admin/dashboard/categories", label: "Categories" },
  { href: "/admin/dashboard/products", label: "Product" },
  { href: "/admin/dashboard/orders", label: "Order" },
  { href: "/admin/dashboard/cash", label: "Cash" },
  { href: "/admin/dashboard/couriers", label: "Couriers" },
  { href: "/admin/dashboard/customers", label: "Customers" },
  { href: "/admin/dashboard/promocodes", label: "Promo Codes" },
];

const accountItems: DropdownMenuItem[] = [
  { href: "/", label: "Shop" },
  { href: "/user/setting", label: "Setting" },
  { label: "Logout", onSelect: () => void logout() },
];

/** The back-office frame: top bar with the user menu, a sidebar that collapses on phones, a footer. */
export function AdminShell({
  brand,
  userName,
  children,
}: {
  brand: string;
  userName: string;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <header className="flex items-center gap-3 bg-stone-900 px-4 py-3 text-white">
        <button
          type="button"
          aria-label="Toggle sidebar"
          aria-expanded={sidebarOpen}
          className="rounded p-1 md:hidden"
          onClick={() => setSidebarOpen((open) => !open)}
        >
          <MenuIcon />
        </button>
        <AdminLink href="/admin/dashboard" className="min-w-0 truncate font-bold">
          {brand}
        </AdminLink>
        <DropdownMenu
          className="ml-auto"
          button={`${userName} ▾`}
          buttonClassName="whitespace-nowrap rounded px-2 py-1 text-sm hover:bg-white/10"
          menuClassName="w-40"
          items={accountItems}
          prefetch={false}
        />
      </header>
      <div className="flex flex-1">
        <nav
          aria-label="Admin"
          className={clsx(
            "w-52 shrink-0 border-r border-stone-200 bg-white p-3",
            sidebarOpen ? "block" : "hidden md:block",
          )}
        >
          <ul className="flex flex-col gap-1">
            {entries.map((entry) => {
              const current = pathname === entry.href;
              return (
                <li key={entry.href}>
                  <AdminLink
                    href={entry.href}
                    aria-current={current ? "page" : undefined}
                    onClick={() => setSidebarOpen(false)}
                    className={clsx(
                      "block rounded px-3 py-2 text-sm",
                      current ? "bg-brand text-white" : "hover:bg-stone-100",
                    )}
                  >
                    {entry.label}
                  </AdminLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <main className="min-w-0 flex-1 p-4 md:p-6">{children}</main>
      </div>
      <footer className="border-t border-stone-200 bg-white py-3 text-center text-xs text-stone-600">
        © {new Date().getFullYear()} {brand}
      </footer>
    </div>
  );
}
