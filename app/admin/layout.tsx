import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/admin-shell";
import { Toaster } from "@/components/ui/toaster";
import { shop } from "@/lib/domain/shop";
import { requireAdmin } from "@/lib/server/auth/guards";

export const metadata: Metadata = {
  title: { default: "Admin", template: `%s | ${shop.name} Admin` },
  robots: { index: false },
};

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const admin = await requireAdmin();
  return (
    <>
      <AdminShell brand={`${shop.name} Admin`} userName={admin.name}>
        {children}
      </AdminShell>
      <Toaster area="admin" />
    </>
  );
}
