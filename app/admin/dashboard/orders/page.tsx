import type { Metadata } from "next";
import { OrdersClient } from "@/components/admin/orders-client";
import { orderStatusLabel } from "@/lib/domain/orders";
import { firstValues } from "@/lib/domain/search-params";
import { orderFilterSchema } from "@/lib/domain/validation/admin-order";
import { requireAdmin } from "@/lib/server/auth/guards";
import { getCustomerName } from "@/lib/server/customers";
import { listOrdersPage } from "@/lib/server/orders/admin";

export const metadata: Metadata = { title: "Orders" };

export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdmin();
  const filter = orderFilterSchema.parse(firstValues(await searchParams));
  const [list, customerName] = await Promise.all([
    listOrdersPage(filter),
    filter.customer ? getCustomerName(filter.customer) : null,
  ]);
  return (
    <OrdersClient
      orders={list.orders}
      view={{
        status: filter.status ? orderStatusLabel[filter.status] : "All",
        q: filter.q ?? "",
        from: filter.from ?? "",
        to: filter.to ?? "",
        customer: filter.customer ? { id: filter.customer, name: customerName ?? "Unknown customer" } : null,
        page: list.page,
        pageCount: list.pageCount,
        total: list.total,
      }}
    />
  );
}
