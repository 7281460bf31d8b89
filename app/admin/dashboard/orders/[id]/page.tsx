import type { Metadata } from "next";
import { AdminLink } from "@/components/admin/admin-link";
import { notFound } from "next/navigation";
import { CancelAsFake, PhoneBlock } from "@/components/admin/fake-order";
import { HeldNotice } from "@/components/admin/held-order";
import { PhoneHistoryLink } from "@/components/admin/phone-history";
import { ConfirmationPanel, NoteForm } from "@/components/admin/order-confirmation";
import { OrderParcel } from "@/components/admin/order-parcel";
import { StatusForm } from "@/components/admin/order-status-form";
import { PhoneCheck } from "@/components/admin/phone-check";
import { ParcelOutcome } from "@/components/admin/parcel-outcome";
import { OrderSummary } from "@/components/orders/order-summary";
import { OrderTimeline } from "@/components/orders/order-timeline";
import { OrderStatusBadge } from "@/components/ui/order-status-badge";
import { formatDateTime } from "@/lib/domain/dates";
import { deliverySlipUrl, formatOrderNumber } from "@/lib/domain/orders";
import { englishLanguageNames } from "@/lib/i18n/locales";
import { requireAdmin } from "@/lib/server/auth/guards";
import { getOrder } from "@/lib/server/orders/admin";
import { orderHistory } from "@/lib/server/orders/history";
import { phoneHistoryOfOrder } from "@/lib/server/orders/phone-history";
import { phoneBlockOf } from "@/lib/server/orders/phones";
import { listOutbox } from "@/lib/server/outbox/outbox";

export const metadata: Metadata = { title: "Order" };

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  // Checked here too, not only by the layout: a layout is not rendered again on client navigation.
  await requireAdmin();
  const { id } = await params;
  const order = await getOrder(id);
  if (!order) notFound();
  const [history, messages, phoneBlock, phoneHistory] = await Promise.all([
    orderHistory(id, "staff"),
    listOutbox({ orderId: id }),
    phoneBlockOf(id),
    phoneHistoryOfOrder(id),
  ]);

  return (
    <div className="flex flex-col gap-4">
      <AdminLink href="/admin/dashboard/orders" className="text-sm text-brand underline">
        ← All orders
      </AdminLink>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">Order {formatOrderNumber(order.number)}</h1>
        <OrderStatusBadge status={order.status} />
        <a className="btn-secondary ml-auto" href={deliverySlipUrl(order.id)} target="_blank" rel="noopener">
          Print Delivery Slip
        </a>
      </header>
      <p className="text-sm text-stone-600">
        Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time> · Transaction id{" "}
        {order.transactionId}
      </p>
      {order.heldForReview && <HeldNotice block={phoneBlock} />}
      <div className="grid gap-4 lg:grid-cols-[1fr_24rem]">
        <div className="flex flex-col gap-4">
          <Panel title="Confirmation call">
            <ConfirmationPanel order={order} />
            <div className="mt-3 flex flex-col gap-2 border-t border-stone-200 pt-3">
              {phoneBlock && <PhoneBlock orderId={order.id} block={phoneBlock} />}
              {(order.status !== "Cancelled" || !phoneBlock) && <CancelAsFake order={order} />}
            </div>
          </Panel>
          <Panel title="Items">
            <OrderSummary order={order} />
          </Panel>
          <Panel title="History">
            <OrderTimeline events={history} view="staff" />
            <div className="mt-4 border-t border-stone-200 pt-4">
              <NoteForm orderId={order.id} />
            </div>
          </Panel>
        </div>
        <div className="flex flex-col gap-4">
          <Panel title="Customer">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-stone-600">Name</dt>
              <dd>{order.fullName}</dd>
              <dt className="text-stone-600">Phone</dt>
              <dd>
                {order.phone}
                <PhoneCheck phone={order.phone} />
                <PhoneHistoryLink phone={order.phone} history={phoneHistory} ofAnOrder className="block" />
              </dd>
              <dt className="text-stone-600">E-mail</dt>
              <dd className="break-all">{order.email ?? "N/A"}</dd>
              <dt className="text-stone-600">Account</dt>
              <dd>{order.user ? `${order.user.name} (${order.user.email})` : "Guest"}</dd>
              <dt className="text-stone-600">Address</dt>
              <dd>
                {order.address}, {order.city}
              </dd>
              {order.specialInstructions && (
                <>
                  <dt className="text-stone-600">Instructions</dt>
                  <dd>{order.specialInstructions}</dd>
                </>
              )}
              <dt className="text-stone-600">Payment</dt>
              <dd>{order.paymentMethod === "COD" ? "Cash on delivery" : order.paymentMethod}</dd>
              {/* The customer's e-mails and the WhatsApp messages offered here are in this language. */}
              <dt className="text-stone-600">Language</dt>
              <dd>{englishLanguageNames[order.locale]}</dd>
            </dl>
          </Panel>
          <section className="rounded-lg border border-stone-200 bg-white p-4">
            {/* Keyed by the status and the parcel: a call's outcome, a cancellation or a shipment
                changes them, and the form starts again from them. */}
            <StatusForm
              key={[order.status, order.shipment?.courier.id, order.shipment?.consignmentNumber].join()}
              order={order}
            />
          </section>
          <OrderParcel order={order}>
            <ParcelOutcome order={order} />
          </OrderParcel>
          <Panel title="Messages">
            {messages.length === 0 ? (
              <p className="text-sm text-stone-600">No messages for this order.</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {messages.map((message) => (
                  <li key={message.id}>
                    <p className="font-medium" dir="auto">
                      {message.subject}
                    </p>
                    <p className="text-stone-600">
                      To {message.to} ·{" "}
                      {message.state === "sent" ? `sent ${formatDateTime(message.sentAt!)}` : message.state}
                      {message.lastError ? ` (${message.lastError})` : ""}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}
