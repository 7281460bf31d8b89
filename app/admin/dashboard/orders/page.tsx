import type { Metadata } from "next";
import { OrdersClient } from "@/components/admin/orders-client";
import { firstValues } from "@/lib/domain/search-params";
import { orderFilterSchema } from "@/lib/domain/validation/admin-order";
import { requireAdmin } from "@/lib/server/auth/guards";
import { getCustomerName } from "@/lib/server/customers";
import { listOrdersPage } from "@/lib/server/orders/admin";
import { phoneHistories } from "@/lib/server/orders/phone-history";

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
  // One statement for the page's phones, after the page itself (its cached read lists no histories).
  const histories = await phoneHistories(list.orders.map((order) => order.phoneKey));
  return (
    <OrdersClient
      orders={list.orders}
      phoneHistories={histories}
      view={{
        filter: { ...filter, page: list.page },
        customerName: filter.customer ? (customerName ?? "Unknown customer") : null,
        pageCount: list.pageCount,
        total: list.total,
      }}
    />
  );
}
