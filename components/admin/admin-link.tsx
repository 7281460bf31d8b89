import clsx from "clsx";
import Link from "next/link";
import { adminOrderPath, formatOrderNumber } from "@/lib/domain/orders";

/**
 * The back-office's link. Every admin page is rendered for the signed-in admin on each request, so
 * Next's prefetching of the links in view would render ten to twenty of them (the dashboard's
 * aggregates, each order of a list) on every page the admin opens; here a page is fetched when clicked.
 */
export function AdminLink(props: React.ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}

/** An order's number, linking to its page in the back office. */
export function AdminOrderLink({ order, className }: { order: { id: string; number: number }; className?: string }) {
  return (
    <AdminLink href={adminOrderPath(order.id)} className={clsx("font-semibold text-brand underline", className)}>
      {formatOrderNumber(order.number)}
    </AdminLink>
  );
}
