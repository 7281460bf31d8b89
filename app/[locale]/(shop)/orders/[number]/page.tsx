import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { OrderSummary } from "@/components/orders/order-summary";
import { OrderTimeline } from "@/components/orders/order-timeline";
import { ShipmentDetails } from "@/components/orders/shipment-line";
import { OrderStatusBadge } from "@/components/ui/order-status-badge";
import { formatDateTime } from "@/lib/domain/dates";
import { confirmationPromise, deliveryPromise, orderChatLink } from "@/lib/domain/order-text";
import { awaitsConfirmation, formatOrderNumber, isOpenOrder } from "@/lib/domain/orders";
import { formatRupees } from "@/lib/domain/pricing";
import { getSessionUser } from "@/lib/server/auth/current-user";
import { orderForViewer } from "@/lib/server/orders/shopper";

// An order's own page: where the checkout lands, where a guest's signed link and 'Track your
// order' lead, and what a customer's My Orders rows open. The key in its address is a secret, so
// the page is never indexed and sends no referrer to the links it holds.
export const metadata: Metadata = { title: "Your order", robots: { index: false }, referrer: "no-referrer" };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-stone-200 p-4">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export default async function OrderPage({
  params,
  searchParams,
}: {
  params: Promise<{ number: string }>;
  searchParams: Promise<{ key?: string | string[] }>;
}) {
  const [{ number }, { key }] = await Promise.all([params, searchParams]);
  const found = await orderForViewer(number, typeof key === "string" ? key : undefined, await getSessionUser());
  if (!found) notFound();
  const { order, history } = found;
  const named = formatOrderNumber(order.number);
  const waiting = awaitsConfirmation(order);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold">Order {named}</h1>
        <OrderStatusBadge status={order.status} />
        <p className="w-full text-sm text-stone-600">
          Placed on <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </p>
      </header>

      {isOpenOrder(order.status) && (
        <div className="rounded-lg bg-brand-light p-4">
          <p className="text-lg font-bold">
            Cash to keep ready: <span className="whitespace-nowrap">{formatRupees(order.total)}</span>
          </p>
          {waiting && <p className="mt-1 font-medium">{confirmationPromise(order.phone)}.</p>}
          <p className="mt-1 text-sm">{deliveryPromise}</p>
        </div>
      )}

      {order.shipment && (
        <Section title="Your parcel">
          <ShipmentDetails order={order} />
        </Section>
      )}

      <Section title="Items">
        <OrderSummary order={order} />
      </Section>

      <Section title="Delivery address">
        <address className="not-italic">
          {order.fullName}
          <br />
          {order.address}, {order.city}
          <br />
          {order.phone}
        </address>
      </Section>

      <Section title="Order status">
        <OrderTimeline events={history} view="shopper" />
      </Section>

      <div className="flex flex-wrap gap-3">
        <a
          href={orderChatLink(order.number, order.locale)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-primary"
        >
          Ask about {named} on WhatsApp
        </a>
        <Link href="/" className="btn-secondary">
          Continue shopping
        </Link>
      </div>
      {order.isGuest && (
        <p className="text-sm text-stone-600">
          Keep this page&apos;s address to check your order later, or find it on{" "}
          <Link href="/track-order" className="underline">
            Track your order
          </Link>{" "}
          with its number and your phone number.
        </p>
      )}
    </div>
  );
}
