import Link from "next/link";
import { Toaster } from "@/components/ui/toaster";
import { shop } from "@/lib/domain/shop";
import { requireAdmin } from "@/lib/server/auth/guards";

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdmin();
  return (
    <>
      <header className="border-b border-stone-200 bg-stone-900 text-white">
        <div className="flex items-center justify-between px-4 py-3">
          <Link href="/admin/dashboard" className="font-bold">
            {shop.name} Admin
          </Link>
          <Link href="/" className="text-sm underline">
            Shop
          </Link>
        </div>
      </header>
      <main className="px-4 py-6">{children}</main>
      <footer className="border-t border-stone-200 py-4 text-center text-sm text-stone-600">© {new Date().getFullYear()} {shop.name}</footer>
      <Toaster />
    </>
  );
}
