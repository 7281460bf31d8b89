// A phone's history at a glance (issue 34, "who is calling"): a number's orders counted by what became
// of them however it was typed, beside each order of the admin's list and on its page, a whole list
// page in one statement.
import "../support/mail-env";
import { renderToStaticMarkup } from "react-dom/server";
import OrdersPage from "@/app/admin/dashboard/orders/page";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { describePhoneHistory, noPhoneHistory, phoneHistoryTexts } from "@/lib/domain/phone-history";
import { ordersListHref } from "@/lib/domain/validation/admin-order";
import { db } from "@/lib/server/db";
import { systemActor } from "@/lib/server/orders/history";
import { updateOrderStatus } from "@/lib/server/orders/lifecycle";
import { recordReturn, shipOrder } from "@/lib/server/orders/parcels";
import { phoneHistories, phoneHistoryOfOrder } from "@/lib/server/orders/phone-history";
import { callRoute } from "../support/api";
import { bearerFor, createProduct, createUser } from "../support/fixtures";
import { checkoutBody } from "../support/orders";

jest.mock("@/lib/server/auth/guards", () => ({
  ...jest.requireActual<object>("@/lib/server/auth/guards"),
  requireAdmin: () => Promise.resolve({ id: "admin", name: "Shop Admin", role: 1 }),
}));
jest.mock("next/navigation", () => jest.requireActual<object>("../support/next-navigation"));

jest.setTimeout(60_000);

const html = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

async function renderOrdersPage(search: Record<string, string> = {}): Promise<string> {
  return renderToStaticMarkup(await OrdersPage({ searchParams: Promise.resolve(search) }));
}

describe("a phone's history", () => {
  it("counts the number's orders however it was typed: delivered, returned, cancelled and open, each once", async () => {
    const product = await createProduct({ stock: 100, hasWeightSelection: false });
    // Staff orders, so the limits on a phone's unconfirmed orders do not stop the five.
    const admin = await bearerFor((await createUser({ role: 1 })).id);
    const place = async (phone: string) => {
      const response = await callRoute(createOrder, {
        body: checkoutBody([{ id: product.id, quantity: 1 }], { phone }),
        headers: admin,
      });
      return (response.json.order as { _id: string })._id;
    };
    const spellings = ["0333-5550101", "+92 333 5550101", "0092 333 555 0101", "03335550101", "(0333) 555-0101"];
    const [delivered, deliveredToo, returned, cancelled, open] = await Promise.all(spellings.map(place));
    const stranger = await place("0333-5550102");
    await updateOrderStatus(delivered!, "Delivered", systemActor);
    await updateOrderStatus(deliveredToo!, "Delivered", systemActor);
    const courier = await db.courier.findFirstOrThrow({ where: { name: "TCS" } });
    await shipOrder(returned!, { courierId: courier.id, consignmentNumber: "TCS-555010" }, systemActor);
    await recordReturn(returned!, "RefusedAtDoor", systemActor);
    await updateOrderStatus(cancelled!, "Cancelled", systemActor);

    const expected = { delivered: 2, returned: 1, cancelled: 1, open: 1 };
    const { phoneKey } = await db.order.findUniqueOrThrow({ where: { id: open! }, select: { phoneKey: true } });
    expect(await phoneHistories([phoneKey, phoneKey, "920000000000"])).toEqual({
      [phoneKey]: expected,
      "920000000000": noPhoneHistory,
    });
    expect(await phoneHistoryOfOrder(returned!)).toEqual(expected);
    expect(await phoneHistoryOfOrder(stranger)).toEqual({ ...noPhoneHistory, open: 1 });
    expect(await phoneHistoryOfOrder("no-such-order")).toEqual(noPhoneHistory);

    // The list searched by the number shows the five, each with the summary leading back to that search.
    const page = await renderOrdersPage({ q: "0333-5550101" });
    const summary = "5 orders: 2 delivered, 1 returned, 1 cancelled, 1 open";
    expect(describePhoneHistory(expected, { ofAnOrder: true })).toBe(summary);
    // Twice per order: its table row and its card.
    expect(html(page).split(summary)).toHaveLength(5 * 2 + 1);
    expect(page).toContain(`href="${ordersListHref({ q: "0333-5550101" }).replace(/&/g, "&amp;")}"`);
    expect(page).toContain(`aria-label="${phoneHistoryTexts.linkLabel("(0333) 555-0101", summary)}"`);
    expect(html(await renderOrdersPage({ q: "0333-5550102" }))).toContain(phoneHistoryTexts.firstOrder);
  });

  it("counts a page of 50 orders with 50 phones in one statement", async () => {
    const statuses = ["NotProcessed", "Delivered", "Cancelled"] as const;
    const base = 5_560_000;
    await db.order.createMany({
      data: Array.from({ length: 50 }, (_, index) => ({
        transactionId: `TXN-HISTORY-${index}`,
        fullName: "Page Buyer",
        phone: `0334-${base + index}`,
        address: "House 1",
        city: "Lahore",
        subtotal: 1000,
        deliveryCharge: 0,
        total: 1000,
        status: statuses[index % 3],
        // Newest last, so page 1 (newest first) is these 50.
        createdAt: new Date(Date.now() + 60_000 + index),
      })),
    });
    // Each of those numbers has an older order too, delivered.
    await db.order.createMany({
      data: Array.from({ length: 50 }, (_, index) => ({
        transactionId: `TXN-HISTORY-OLD-${index}`,
        fullName: "Page Buyer",
        phone: `+92 334 ${base + index}`,
        address: "House 1",
        city: "Lahore",
        subtotal: 1000,
        deliveryCharge: 0,
        total: 1000,
        status: "Delivered" as const,
        createdAt: new Date(Date.now() - 86_400_000),
      })),
    });

    const statements = jest.spyOn(db, "$queryRaw");
    try {
      const page = html(await renderOrdersPage());
      // The list's own reads are Prisma queries; the histories of its 50 phones are the one raw statement.
      expect(statements).toHaveBeenCalledTimes(1);
      // Each of the 50 rows and cards says its number's history, none of them a first order.
      expect(page.split(" 2 orders: ")).toHaveLength(50 * 2 + 1);
      expect(page).not.toContain(phoneHistoryTexts.firstOrder);
      expect(page).toContain(`0334-${base} 2 orders: 1 delivered, 1 open`);
      expect(page).toContain(`0334-${base + 1} 2 orders: 2 delivered`);
      expect(page).toContain(`0334-${base + 2} 2 orders: 1 delivered, 1 cancelled`);
    } finally {
      statements.mockRestore();
    }
  });
});
