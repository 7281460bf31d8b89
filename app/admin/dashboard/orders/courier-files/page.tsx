import type { Metadata } from "next";
import { AdminLink } from "@/components/admin/admin-link";
import { PaymentsFile } from "@/components/admin/payments-file";
import { ShipmentsFile } from "@/components/admin/shipments-file";
import { requireAdmin } from "@/lib/server/auth/guards";
import { listCouriers } from "@/lib/server/couriers";

export const metadata: Metadata = { title: "Courier files" };

/** The couriers' files: a booking export ships many orders at once, a payment file records their cash. */
export default async function CourierFilesPage() {
  await requireAdmin();
  const couriers = await listCouriers();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Courier files</h1>
        <AdminLink href="/admin/dashboard/orders" className="inline-flex min-h-11 items-center text-brand underline">
          Back to orders
        </AdminLink>
      </div>
      <ShipmentsFile couriers={couriers} />
      <PaymentsFile couriers={couriers} />
    </div>
  );
}
