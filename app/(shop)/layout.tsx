import Link from "next/link";
import { LoginDialog } from "@/components/account/login-dialog";
import { UserMenu } from "@/components/account/user-menu";
import { Toaster } from "@/components/ui/toaster";
import { shop } from "@/lib/domain/shop";
import { getSessionUser, isAdmin } from "@/lib/server/auth/current-user";

export default async function ShopLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  return (
    <>
      <p className="bg-red-700 py-1.5 text-center text-xs font-semibold tracking-wide text-white">{shop.freeShippingBanner}</p>
      <header className="border-b border-stone-200">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
          <Link href="/" className="text-lg font-bold text-brand">
            {shop.name}
          </Link>
          <UserMenu user={user ? { name: user.name, isAdmin: isAdmin(user) } : null} />
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">{children}</main>
      <footer className="border-t border-stone-200 py-6 text-center text-sm text-stone-600">
        © {new Date().getFullYear()} {shop.name}. All rights reserved.
      </footer>
      <LoginDialog />
      <Toaster />
    </>
  );
}
