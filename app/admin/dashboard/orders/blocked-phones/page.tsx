import type { Metadata } from "next";
import { AdminLink } from "@/components/admin/admin-link";
import { BlockedPhonesClient } from "@/components/admin/blocked-phones-client";
import { firstValues } from "@/lib/domain/search-params";
import { blockedPhonesFilterSchema } from "@/lib/domain/validation/blocked-phone";
import { requireAdmin } from "@/lib/server/auth/guards";
import { listBlockedPhones } from "@/lib/server/orders/blocked-phones";

export const metadata: Metadata = { title: "Blocked phones" };

export default async function BlockedPhonesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdmin();
  const { page } = blockedPhonesFilterSchema.parse(firstValues(await searchParams));
  const { entries, ...view } = await listBlockedPhones(page);
  return (
    <div className="flex flex-col gap-4">
      <AdminLink href="/admin/dashboard/orders" className="text-sm text-brand underline">
        ← All orders
      </AdminLink>
      <h1 className="text-2xl font-bold">Blocked phones</h1>
      <p className="max-w-prose text-sm text-stone-600">
        An online order from a blocked number is taken as usual, so the shopper sees nothing unusual, but it is held for
        review: its customer is not e-mailed, and it is marked Held in the orders list until you record its call as
        Confirmed. Cancel as fake on an order adds its number here.
      </p>
      <BlockedPhonesClient entries={entries} view={view} />
    </div>
  );
}
