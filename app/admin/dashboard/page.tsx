import type { Metadata } from "next";
import { AdminOrderLink } from "@/components/admin/admin-link";
import { AlertBanner } from "@/components/admin/dashboard/alert-banner";
import { AwaitingCallCard, LowStockCard, OrdersToShipCard } from "@/components/admin/dashboard/action-cards";
import { BestSellers } from "@/components/admin/dashboard/best-sellers";
import { CashWithCouriers } from "@/components/admin/dashboard/cash-with-couriers";
import { Change } from "@/components/admin/dashboard/change";
import { OpenOrders } from "@/components/admin/dashboard/open-orders";
import { Panel } from "@/components/admin/dashboard/panel";
import { ReturnRatesPanel } from "@/components/admin/dashboard/return-rates";
import { SalesCards } from "@/components/admin/dashboard/sales-cards";
import { SalesChart } from "@/components/admin/dashboard/sales-chart";
import { StockAlerts } from "@/components/admin/dashboard/stock-alerts";
import { TodaysOrders, todaysOrdersShown } from "@/components/admin/dashboard/todays-orders";
import { SliderPanel } from "@/components/admin/slider-panel";
import { formatTime, shopDate } from "@/lib/domain/dates";
import { reportDays } from "@/lib/domain/reports";
import { formatCount } from "@/lib/domain/text";
import { orderFilterSchema, ordersListHref } from "@/lib/domain/validation/admin-order";
import { activeAlerts } from "@/lib/server/alerts";
import { listCategoryChoices } from "@/lib/server/catalog/categories";
import { getDashboardFigures, getSalesReport } from "@/lib/server/dashboard";
import { env } from "@/lib/server/env";
import { listOrdersPage } from "@/lib/server/orders/admin";
import { listUnsent, type OutboxEntry } from "@/lib/server/outbox/outbox";
import { getCashFigures } from "@/lib/server/reports/cash";
import { listAdminSlides } from "@/lib/server/slides";
import { requireAdmin } from "@/lib/server/auth/guards";

export const metadata: Metadata = { title: "Dashboard" };

/** The outbox's messages not sent yet: all of them while e-mail is not configured. */
function UnsentMessages({ messages, count }: { messages: OutboxEntry[]; count: number }) {
  return (
    <section aria-labelledby="outbox-heading" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="outbox-heading" className="text-lg font-semibold">
        Messages not sent ({count})
      </h2>
      <p className="mb-3 text-sm text-stone-600">
        {env.SMTP_URL
          ? "E-mails waiting to be sent or retried."
          : "E-mail is not configured (SMTP_URL): messages about orders wait here."}
      </p>
      <ul className="flex flex-col gap-2 text-sm">
        {messages.map((message) => (
          <li key={message.id} className="flex flex-wrap gap-x-2">
            {message.order && <AdminOrderLink order={message.order} />}
            <span>{message.subject}</span>
            <span className="text-stone-600">
              to {message.to} · {message.state}
              {message.lastError ? ` (${message.lastError})` : ""}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default async function DashboardPage() {
  await requireAdmin();
  const today = shopDate(new Date());
  const todaysFilter = { from: today, to: today };
  const [
    { totalData, change, awaitingCall, openOrders, stockAlerts },
    sales,
    cash,
    todays,
    slides,
    categories,
    unsent,
  ] = await Promise.all([
    getDashboardFigures(),
    getSalesReport(),
    getCashFigures(),
    // The newest of today's orders: a busy day has hundreds.
    listOrdersPage(orderFilterSchema.parse(todaysFilter), todaysOrdersShown),
    listAdminSlides(),
    listCategoryChoices(),
    listUnsent(10),
  ]);
  const cards = [
    { label: "Customers", value: totalData.Users, change: change.Users },
    { label: "Orders", value: totalData.Orders, change: change.Orders },
    { label: "Product", value: totalData.Products },
    { label: "Categories", value: totalData.Categories },
  ];
  const toShip = openOrders.find((open) => open.status === "Processing")?.count ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <AlertBanner alerts={activeAlerts()} />
      {/* The day's work first: the calls to make, the parcels to send, the cash to collect, the stock
          to buy; then today's orders; the figures after them. */}
      <section aria-labelledby="to-do-heading">
        <h2 id="to-do-heading" className="sr-only">
          What needs doing
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 sm:gap-4">
          <AwaitingCallCard count={awaitingCall} />
          <OrdersToShipCard count={toShip} />
          <CashWithCouriers {...cash.withCouriers} />
          <LowStockCard low={stockAlerts.low} out={stockAlerts.out} />
        </div>
      </section>
      <TodaysOrders orders={todays.orders} total={todays.total} allHref={ordersListHref(todaysFilter)} />
      <ul aria-label="Totals" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.label} className="rounded-lg border border-stone-200 bg-white p-4">
            <p className="text-sm text-stone-600">{card.label}</p>
            <p className="text-2xl font-bold" data-testid={`count-${card.label}`}>
              {formatCount(card.value)}
            </p>
            {"change" in card && <Change value={card.change ?? null} against="previous 30 days" />}
          </li>
        ))}
      </ul>
      <SalesCards periods={sales.periods} cash={cash.periods} />
      <div className="grid gap-6 lg:grid-cols-3">
        <Panel
          id="sales-chart-heading"
          title={`Sales per day, last ${reportDays} days`}
          aside={
            <span className="text-xs text-stone-500">as of {formatTime(sales.asOf)}, updated with each order</span>
          }
          className="lg:col-span-2"
        >
          <SalesChart days={sales.days} />
        </Panel>
        <OpenOrders counts={openOrders} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <BestSellers days={reportDays} {...sales.bestSellers} />
        <StockAlerts {...stockAlerts} />
      </div>
      <ReturnRatesPanel {...cash.returns} />
      {unsent.count > 0 && <UnsentMessages {...unsent} />}
      <SliderPanel slides={slides} categories={categories} />
    </div>
  );
}
