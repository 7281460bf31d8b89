import { useTranslations } from "next-intl";
import { OrderStatusBadge } from "@/components/ui/order-status-badge";
import type { OrderStatus } from "@/lib/domain/orders";

/** An order's status badge on the shopper's pages, in the page's language (the admin's stays English). */
export function ShopOrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations("order.statusBadge");
  return <OrderStatusBadge status={status} label={t(status)} />;
}
