"use client";
import { DropdownMenu } from "@/components/ui/dropdown-menu";
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
  if (user === undefined) {
    return (
      <span className="rounded p-2.5 text-stone-400" aria-hidden="true">
        <UserIcon />
      </span>
    );
  }
  if (!user) {
    return (
      <button type="button" aria-label="Login" onClick={() => openLogin()} className="rounded p-2.5 hover:bg-stone-100">
        <UserIcon />
      </button>
    );
  }

  const links = user.isAdmin ? [{ href: "/admin/dashboard", label: "Admin Panel" }] : customerLinks;
  return (
    <DropdownMenu
      button={<UserIcon />}
      label={`Account menu for ${user.name}`}
      buttonClassName="rounded p-2.5 hover:bg-stone-100"
      menuClassName="w-48 border border-stone-200"
      items={[...links, { label: "Logout", onSelect: () => void logout() }]}
    />
  );
}
