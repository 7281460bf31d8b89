"use client";
import { useLocale, useTranslations } from "next-intl";
import { DropdownMenu } from "@/components/ui/dropdown-menu";
import { logout } from "@/lib/client/logout";
import { useSessionUser } from "@/lib/client/session-store";
import { useUi } from "@/lib/client/ui-store";
import { localePath } from "@/lib/i18n/locales";

const customerLinks = [
  { href: "/user/orders", label: "myOrders" },
  { href: "/user/profile", label: "myAccount" },
  { href: "/wish-list", label: "myWishlist" },
  { href: "/user/setting", label: "setting" },
] as const;

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
  const t = useTranslations("account");
  const locale = useLocale();
  const openLogin = useUi((state) => state.openLogin);
  if (user === undefined) {
    return (
      <span className="rounded p-2.5 text-stone-400" aria-hidden="true">
        <UserIcon />
      </span>
    );
  }
  if (!user) {
    return (
      <button
        type="button"
        aria-label={t("login")}
        onClick={() => openLogin()}
        className="rounded p-2.5 hover:bg-stone-100"
      >
        <UserIcon />
      </button>
    );
  }

  // The menu's links are plain ones (the admin shares it): the account's pages in this page's language.
  const links = user.isAdmin
    ? [{ href: "/admin/dashboard", label: t("adminPanel") }]
    : customerLinks.map((link) => ({ href: localePath(locale, link.href), label: t(link.label) }));
  return (
    <DropdownMenu
      button={<UserIcon />}
      label={t("accountMenuFor", { name: user.name })}
      buttonClassName="rounded p-2.5 hover:bg-stone-100"
      menuClassName="w-48 border border-stone-200"
      items={[...links, { label: t("logout"), onSelect: () => void logout() }]}
    />
  );
}
