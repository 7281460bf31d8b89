"use client";
import clsx from "clsx";
import { useTranslations } from "next-intl";
// The path without its language, to compare with the entries' English paths.
import { Link, usePathname } from "@/lib/i18n/navigation";
import { logout } from "@/lib/client/logout";

const entries = [
  { href: "/user/orders", label: "myOrders" },
  { href: "/user/profile", label: "myAccounts" },
  { href: "/wish-list", label: "myWishlist" },
  { href: "/user/setting", label: "setting" },
] as const;

export function AccountMenu({ name }: { name: string }) {
  const pathname = usePathname();
  const t = useTranslations("account");
  return (
    <nav aria-label={t("account")} className="rounded-lg border border-stone-200 p-4">
      <p className="mb-3 font-semibold">{t("hello", { name })}</p>
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
              {t(entry.label)}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => void logout()}
            className="block w-full rounded px-3 py-2 text-start hover:bg-stone-100"
          >
            {t("logout")}
          </button>
        </li>
      </ul>
    </nav>
  );
}
