import type { Metadata } from "next";
import Image from "next/image";
import { useLocale, useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { OrderLineName } from "@/components/orders/order-line-name";
import { ShipmentLine } from "@/components/orders/shipment-line";
import { ShopOrderStatusBadge } from "@/components/orders/order-status-badge";
import { DataTable } from "@/components/ui/data-table";
import { formatOrderNumber, orderLineViewIn } from "@/lib/domain/orders";
import { productImageUrl } from "@/lib/domain/images";
import { formatRupees } from "@/lib/domain/pricing";
import { formatDateTimeIn } from "@/lib/i18n/dates";
import { enterLocale } from "@/lib/i18n/page-locale";
import { requireUser } from "@/lib/server/auth/guards";
import { listOrdersByUser } from "@/lib/server/orders/read";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await enterLocale(params), namespace: "account.orders" });
  return { title: t("title"), robots: { index: false } };
}

// The spec's columns from md up; below it each order is a card: number and status on top, the
// lines, then the other columns, each with its heading.
const row =
  "grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-2 rounded-lg border border-stone-200 bg-white p-3 md:table-row md:rounded-none md:border-x-0 md:border-b-0 md:p-0 md:align-top";
const cell = "md:table-cell md:px-3 md:py-2";
/** A column below the lines on a phone, named by its heading there. */
const detail = `col-span-2 text-stone-700 md:text-inherit ${cell}`;
const heading = "text-stone-500 md:hidden";

/**
 * 'Nov 22, 2026 2:03 PM' ('lll'; in Urdu '22 نومبر، 2026، 2:03 PM'), which may break between the day
 * and the time, never inside either.
 */
function DateTime({ iso }: { iso: string }) {
  const text = formatDateTimeIn(useLocale(), iso);
  const time = text.split(" ").slice(-2).join(" ");
  return (
    <time dateTime={iso}>
      <span className="whitespace-nowrap">{text.slice(0, -time.length - 1)}</span>{" "}
      <span className="whitespace-nowrap">{time}</span>
    </time>
  );
}

const columns = ["order", "products", "status", "total", "phone", "address", "checkout", "processing"] as const;

function MyOrders({ orders }: { orders: Awaited<ReturnType<typeof listOrdersByUser>> }) {
  const t = useTranslations("account.orders");
  const locale = useLocale();
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">{t("heading")}</h1>
      <DataTable
        stacked
        columns={columns.map((column) => t(column))}
        empty={t("empty")}
        isEmpty={orders.length === 0}
        minWidth="md:min-w-[46rem]"
      >
        {orders.map((order) => (
          <tr key={order.id} className={row}>
            <td className={`col-start-1 row-start-1 whitespace-nowrap ${cell}`}>
              <Link href={`/orders/${formatOrderNumber(order.number)}`} className="font-semibold text-brand underline">
                {formatOrderNumber(order.number)}
              </Link>
            </td>
            <td className={`col-span-2 row-start-2 ${cell}`}>
              <ul className="flex flex-col gap-2 md:min-w-40">
                {order.lines.map(orderLineViewIn(locale)).map((line, index) => (
                  <li key={index} className="flex items-center gap-2">
                    <Image
                      src={productImageUrl(line.image, { thumbnail: true })}
                      alt=""
                      width={40}
                      height={40}
                      className="h-10 w-10 shrink-0 rounded object-cover"
                    />
                    <span>
                      <OrderLineName line={line} />
                      <span className="block text-xs text-stone-500">
                        {t("quantity", { quantity: line.quantity })}
                        {line.weight ? ` · ${line.weight}` : ""}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </td>
            <td className={`col-start-2 row-start-1 justify-self-end ${cell}`}>
              <ShopOrderStatusBadge status={order.status} />
              {order.shipment && <ShipmentLine shipment={order.shipment} className="mt-1 hidden text-xs md:flex" />}
            </td>
            {order.shipment && (
              <td className="col-span-2 md:hidden">
                <ShipmentLine shipment={order.shipment} />
              </td>
            )}
            <td className={`${detail} font-semibold md:font-normal md:whitespace-nowrap`}>
              <span className={heading}>{t("total")} </span>
              <span className="whitespace-nowrap">{formatRupees(order.total)}</span>
            </td>
            <td className={`${detail} md:whitespace-nowrap`}>
              <span className={heading}>{t("phone")} </span>
              <bdi dir="ltr">{order.phone}</bdi>
            </td>
            <td className={detail}>
              <span className={heading}>{t("address")} </span>
              {[order.address, order.city].join(", ")}
            </td>
            <td className={detail}>
              <span className={heading}>{t("checkout")} </span>
              <DateTime iso={order.createdAt} />
            </td>
            <td className={detail}>
              <span className={heading}>{t("processing")} </span>
              <DateTime iso={order.updatedAt} />
            </td>
          </tr>
        ))}
      </DataTable>
      <p className="mt-3 text-sm text-stone-600">{t("count", { count: orders.length })}</p>
    </div>
  );
}

export default async function OrdersPage({ params }: PageProps) {
  await enterLocale(params);
  const user = await requireUser();
  return <MyOrders orders={await listOrdersByUser(user.id)} />;
}
