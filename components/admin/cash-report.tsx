import Form from "next/form";
import { AdminOrderLink } from "@/components/admin/admin-link";
import {
  formatDays,
  netOf,
  totalCash,
  unpaidAfterDays,
  type CashReport,
  type CourierCash,
  type CourierPaymentSummary,
  type UnpaidDelivery,
} from "@/lib/domain/cash";
import { formatDate, formatTime } from "@/lib/domain/dates";
import { formatRupees } from "@/lib/domain/money";
import { formatCount } from "@/lib/domain/text";
import { cashPagePath } from "@/lib/domain/validation/cash";

const box = "rounded-lg border border-stone-200 bg-white";
const table = `hidden w-full ${box} text-left text-sm md:table`;
const headCell = "px-3 py-2";
const cell = "px-3 py-2";
const money = "whitespace-nowrap";

const ordersCount = (count: number) => `${formatCount(count)} ${count === 1 ? "order" : "orders"}`;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: React.ReactNode }) {
  return <p className={`${box} px-3 py-6 text-center text-stone-600`}>{children}</p>;
}

function Head({ columns }: { columns: string[] }) {
  return (
    <thead className="bg-stone-50 text-xs text-stone-600 uppercase">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={headCell}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

// A courier's name and cash on one line and its orders below on a phone; all three on one line from md up.
const courierLine = "grid grid-cols-[1fr_auto] items-baseline gap-x-4 px-3 py-2 md:grid-cols-[1fr_auto_auto]";

function WithCouriers({ couriers }: { couriers: CourierCash[] }) {
  const total = totalCash(couriers);
  return (
    <Section id="with-couriers-heading" title="Cash with couriers">
      <p className="text-sm text-stone-600">
        Delivered orders whose cash the courier has not paid yet, and how long the oldest of them has waited.
      </p>
      {couriers.length === 0 ? (
        <Empty>No courier holds any of the shop&apos;s cash.</Empty>
      ) : (
        <ul aria-label="Cash with couriers" className={`${box} divide-y divide-stone-200 overflow-hidden text-sm`}>
          {couriers.map((row) => (
            <li key={row.courier.id} className={courierLine}>
              <span className="font-medium">{row.courier.name}</span>
              <span className={`text-base font-semibold ${money} md:order-last`}>{formatRupees(row.amount)}</span>
              <span className="col-span-2 text-stone-600 md:col-span-1">
                {ordersCount(row.orders)} · oldest {formatDays(row.oldestDays)}
              </span>
            </li>
          ))}
          <li className={`${courierLine} bg-stone-50 font-semibold`}>
            <span>All couriers</span>
            <span className={`text-base ${money} md:order-last`} data-testid="cash-page-total">
              {formatRupees(total.amount)}
            </span>
            <span className="col-span-2 font-normal text-stone-600 md:col-span-1">{ordersCount(total.orders)}</span>
          </li>
        </ul>
      )}
    </Section>
  );
}

function DaysForm({ days }: { days: number }) {
  return (
    <Form action={cashPagePath} aria-label="Unpaid after" className="flex flex-wrap items-center gap-2 text-sm">
      {/* Read as a sentence: "Not paid after [7] days". */}
      <label className="flex items-center gap-2 font-medium">
        {"Not paid after "}
        <input
          type="number"
          name="days"
          min={unpaidAfterDays.min}
          max={unpaidAfterDays.max}
          step={1}
          inputMode="numeric"
          defaultValue={days}
          className="field w-20"
        />
        {" days"}
      </label>
      <button type="submit" className="btn-secondary">
        Show
      </button>
    </Form>
  );
}

function Unpaid({ unpaid }: { unpaid: CashReport["unpaid"] }) {
  const { orders, count, amount, days } = unpaid;
  return (
    <Section id="unpaid-heading" title={`Delivered, not paid after ${formatDays(days)}`}>
      <DaysForm days={days} />
      {count === 0 ? (
        <Empty>No order delivered {formatDays(days)} ago or more is waiting for its cash.</Empty>
      ) : (
        <p className="text-sm">
          <span className="font-semibold">{ordersCount(count)}</span>,{" "}
          <span className={money}>{formatRupees(amount)}</span>
          {orders.length < count && ` · the ${formatCount(orders.length)} oldest shown`}
        </p>
      )}
      {orders.length > 0 && (
        <table className={table}>
          <Head columns={["Order", "Courier", "Consignment no.", "Total", "Delivered", "Waiting"]} />
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className="border-t border-stone-200 align-top">
                <td className={cell}>
                  <AdminOrderLink order={order} />
                  <span className="block text-xs text-stone-600">{order.city}</span>
                </td>
                <td className={cell}>{order.courier}</td>
                <td className={`${cell} break-all`}>{order.consignmentNumber ?? "None"}</td>
                <td className={`${cell} font-medium ${money}`}>{formatRupees(order.total)}</td>
                <td className={`${cell} whitespace-nowrap`}>{formatDate(order.deliveredAt)}</td>
                <td className={`${cell} whitespace-nowrap`}>{formatDays(order.days)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Delivered, not paid">
        {orders.map((order) => (
          <UnpaidCard key={order.id} order={order} />
        ))}
      </ul>
    </Section>
  );
}

function UnpaidCard({ order }: { order: UnpaidDelivery }) {
  return (
    <li className={`${box} p-3 text-sm`}>
      <div className="flex items-start justify-between gap-2">
        <AdminOrderLink order={order} />
        <span className={`font-semibold ${money}`}>{formatRupees(order.total)}</span>
      </div>
      <p className="break-all">
        {order.courier}
        {order.consignmentNumber && ` · ${order.consignmentNumber}`}
      </p>
      <p className="text-xs text-stone-600">
        {order.city} · delivered {formatDate(order.deliveredAt)}, {formatDays(order.days)} ago
      </p>
    </li>
  );
}

function Payments({ payments }: { payments: CourierPaymentSummary[] }) {
  return (
    <Section id="payments-heading" title="Recent courier payments">
      {payments.length === 0 ? (
        <Empty>No courier payment is recorded yet.</Empty>
      ) : (
        <table className={table}>
          <Head columns={["Date", "Courier", "Reference", "Amount", "Fees", "Net", "Orders"]} />
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id} className="border-t border-stone-200 align-top">
                <td className={`${cell} whitespace-nowrap`}>
                  {formatDate(payment.at)}
                  <span className="block text-xs text-stone-600">{formatTime(payment.at)}</span>
                </td>
                <td className={cell}>
                  {payment.courier}
                  {payment.recordedBy && <span className="block text-xs text-stone-600">by {payment.recordedBy}</span>}
                </td>
                <td className={`${cell} break-all`}>{payment.reference ?? "None"}</td>
                <td className={`${cell} ${money}`}>{formatRupees(payment.amount)}</td>
                <td className={`${cell} ${money}`}>{formatRupees(payment.fees)}</td>
                <td className={`${cell} font-medium ${money}`}>{formatRupees(netOf(payment))}</td>
                <td className={cell}>{formatCount(payment.orders)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Recent courier payments">
        {payments.map((payment) => (
          <li key={payment.id} className={`${box} p-3 text-sm`}>
            <div className="flex items-start justify-between gap-2">
              <span className="font-semibold">{payment.courier}</span>
              <span className={`font-semibold ${money}`}>{formatRupees(netOf(payment))} net</span>
            </div>
            <p>
              <span className={money}>{formatRupees(payment.amount)}</span> collected, fees{" "}
              <span className={money}>{formatRupees(payment.fees)}</span> · {ordersCount(payment.orders)}
            </p>
            <p className="text-xs break-all text-stone-600">
              {formatDate(payment.at)} {formatTime(payment.at)}
              {payment.reference && ` · ${payment.reference}`}
              {payment.recordedBy && ` · by ${payment.recordedBy}`}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The cash page: what each courier still holds, the orders waiting too long for theirs, and the payments made. */
export function CashReportView({ report }: { report: CashReport }) {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">Cash</h1>
        <p className="text-xs text-stone-500">
          as of {formatTime(report.asOf)}, updated with each delivery, payment and return
        </p>
      </div>
      <WithCouriers couriers={report.withCouriers} />
      <Unpaid unpaid={report.unpaid} />
      <Payments payments={report.payments} />
    </div>
  );
}
