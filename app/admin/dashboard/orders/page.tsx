import type { Metadata } from "next";
import { OrdersClient } from "@/components/admin/orders-client";
import { orderStatusLabel } from "@/lib/domain/orders";
import { orderFilterSchema } from "@/lib/domain/validation/admin-order";
import { requireAdmin } from "@/lib/server/auth/guards";
import { listOrdersPage } from "@/lib/server/orders/admin";

export const metadata: Metadata = { title: "Orders" };

export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdmin();
  const raw = await searchParams;
  const filter = orderFilterSchema.parse(
    Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value])),
  );
  const list = await listOrdersPage(filter);
  return (
    <OrdersClient
      orders={list.orders}
      view={{
        status: filter.status ? orderStatusLabel[filter.status] : "All",
        q: filter.q ?? "",
        from: filter.from ?? "",
        to: filter.to ?? "",
        page: list.page,
        pageCount: list.pageCount,
        total: list.total,
      }}
    />
  );
}
