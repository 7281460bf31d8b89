import type { Metadata } from "next";
import { CouriersClient } from "@/components/admin/couriers-client";
import { requireAdmin } from "@/lib/server/auth/guards";
import { listCouriersForAdmin } from "@/lib/server/couriers";

export const metadata: Metadata = { title: "Couriers" };

export default async function CouriersPage() {
  await requireAdmin();
  return <CouriersClient couriers={await listCouriersForAdmin()} />;
}
