import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/admin-shell";
import { Document } from "@/components/ui/document";
import { Toaster } from "@/components/ui/toaster";
import { shop } from "@/lib/domain/shop";
import { requireAdmin } from "@/lib/server/auth/guards";

export const metadata: Metadata = {
  title: { default: "Admin", template: `%s | ${shop.name} Admin` },
  robots: { index: false },
};

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const admin = await requireAdmin();
  // The admin stays in English (docs/languages.md).
  return (
    <Document lang="en" dir="ltr">
      <AdminShell brand={`${shop.name} Admin`} userName={admin.name}>
        {children}
      </AdminShell>
      <Toaster area="admin" />
    </Document>
  );
}
