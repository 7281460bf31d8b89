import type { Metadata } from "next";
import { OrdersClient } from "@/components/admin/orders-client";
import { orderStatusLabel } from "@/lib/domain/orders";
import { orderFilterSchema } from "@/lib/domain/validation/admin-order";
import { listOrders } from "@/lib/server/orders/admin";
import { requireAdmin } from "@/lib/server/auth/guards";

export const metadata: Metadata = { title: "Orders" };

export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdmin();
  const raw = await searchParams;
  const filter = orderFilterSchema.parse({
    status: typeof raw.status === "string" ? raw.status : undefined,
    q: typeof raw.q === "string" ? raw.q : undefined,
  });
  const orders = await listOrders(filter);
  return (
    <OrdersClient orders={orders} status={filter.status ? orderStatusLabel[filter.status] : "All"} q={filter.q ?? ""} />
  );
}
