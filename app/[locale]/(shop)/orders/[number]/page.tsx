import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { OrderSummary } from "@/components/orders/order-summary";
import { OrderTimeline } from "@/components/orders/order-timeline";
import { ShipmentDetails } from "@/components/orders/shipment-line";
import { ShopOrderStatusBadge } from "@/components/orders/order-status-badge";
import { orderChatLink } from "@/lib/domain/order-text";
import { awaitsConfirmation, formatOrderNumber, isOpenOrder } from "@/lib/domain/orders";
import { formatRupees } from "@/lib/domain/pricing";
import { shop } from "@/lib/domain/shop";
import { formatDateTimeIn } from "@/lib/i18n/dates";
import { enterLocale } from "@/lib/i18n/page-locale";
import { getSessionUser } from "@/lib/server/auth/current-user";
import { orderForViewer } from "@/lib/server/orders/shopper";

// An order's own page: where the checkout lands, where a guest's signed link and 'Track your
// order' lead, and what a customer's My Orders rows open. The key in its address is a secret, so
// the page is never indexed and sends no referrer to the links it holds.
interface Props {
  params: Promise<{ locale: string; number: string }>;
  searchParams: Promise<{ key?: string | string[] }>;
}

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  await enterLocale(params);
  const t = await getTranslations("order");
  return { title: t("title"), robots: { index: false }, referrer: "no-referrer" };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-stone-200 p-4">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export default async function OrderPage({ params, searchParams }: Props) {
  await enterLocale(params);
  const [{ number }, { key }, t, locale] = await Promise.all([
    params,
    searchParams,
    getTranslations("order"),
    getLocale(),
  ]);
  const found = await orderForViewer(number, typeof key === "string" ? key : undefined, await getSessionUser());
  if (!found) notFound();
  const { order, history } = found;
  const named = formatOrderNumber(order.number);
  const waiting = awaitsConfirmation(order);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold">{t("heading", { number: named })}</h1>
        <ShopOrderStatusBadge status={order.status} />
        <p className="w-full text-sm text-stone-600">
          {t.rich("placedOn", {
            date: formatDateTimeIn(locale, order.createdAt),
            time: (date) => (
              <time dateTime={order.createdAt} className="whitespace-nowrap">
                {date}
              </time>
            ),
          })}
        </p>
      </header>

      {isOpenOrder(order.status) && (
        <div className="rounded-lg bg-brand-light p-4">
          <p className="text-lg font-bold">
            {t.rich("cashReady", {
              amount: formatRupees(order.total),
              // A price never breaks over two lines.
              nowrap: (amount) => <span className="whitespace-nowrap">{amount}</span>,
            })}
          </p>
          {waiting && <p className="mt-1 font-medium">{t("callToConfirm", { phone: order.phone })}</p>}
          <p className="mt-1 text-sm">{t("deliveryPromise", shop.deliveryDays)}</p>
        </div>
      )}

      {order.shipment && (
        <Section title={t("parcel")}>
          <ShipmentDetails order={order} />
        </Section>
      )}

      <Section title={t("items")}>
        <OrderSummary order={order} />
      </Section>

      <Section title={t("deliveryAddress")}>
        <address className="not-italic">
          {order.fullName}
          <br />
          {t("addressLine", { address: order.address, city: order.city })}
          <br />
          <bdi>{order.phone}</bdi>
        </address>
      </Section>

      <Section title={t("status")}>
        <OrderTimeline events={history} view="shopper" />
      </Section>

      <div className="flex flex-wrap gap-3">
        <a
          href={orderChatLink(order.number, order.locale)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-primary"
        >
          {t("askOnWhatsApp", { number: named })}
        </a>
        <Link href="/" className="btn-secondary">
          {t("continueShopping")}
        </Link>
      </div>
      {order.isGuest && (
        <p className="text-sm text-stone-600">
          {t.rich("guestNote", {
            link: (words) => (
              <Link href="/track-order" className="underline">
                {words}
              </Link>
            ),
          })}
        </p>
      )}
    </div>
  );
}
