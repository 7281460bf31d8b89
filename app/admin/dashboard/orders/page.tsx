import type { Metadata } from "next";
import { OrdersClient } from "@/components/admin/orders-client";
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
        filter: { ...filter, page: list.page },
        customerName: filter.customer ? (customerName ?? "Unknown customer") : null,
        pageCount: list.pageCount,
        total: list.total,
      }}
    />
  );
}
