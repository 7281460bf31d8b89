import { render, screen, within } from "@testing-library/react";
import { shownText } from "@/test/support/dom";
import { orderFilterSchema } from "@/lib/domain/validation/admin-order";
import { lowStockThreshold, productListQuerySchema } from "@/lib/domain/validation/admin-product-list";
import { cashPageQuerySchema } from "@/lib/domain/validation/cash";
import { AwaitingCallCard, LowStockCard, OrdersToShipCard } from "./action-cards";
import { CashWithCouriers } from "./cash-with-couriers";
import { OpenOrders } from "./open-orders";
import { ReturnRatesPanel } from "./return-rates";
import { SalesCards } from "./sales-cards";
import { SalesChart } from "./sales-chart";
import { shippedOrder } from "@/test/support/sample-order";
import { StockAlerts } from "./stock-alerts";
import { TodaysOrders } from "./todays-orders";

const descriptionOf = (element: Element) =>
  shownText(document.getElementById(element.getAttribute("aria-describedby")!));

const queryOf = (href: string | null) => Object.fromEntries(new URL(href ?? "", "http://shop.test").searchParams);

describe("the dashboard's sales chart", () => {
  const days = Array.from({ length: 30 }, (_, index) => ({
    day: `2026-11-${String(index + 1).padStart(2, "0")}`,
    revenue: index === 11 ? 12_000 : index % 2 === 0 ? 0 : 1_500,
    orders: index === 11 ? 3 : index % 2 === 0 ? 0 : 1,
  }));

  it("draws a bar a day, scaled to a round top, that stretches to the page's width", () => {
    render(<SalesChart days={days} />);
    const chart = screen.getByRole("img", { name: "Revenue per day, last 30 days" });
    expect([chart.getAttribute("viewBox"), chart.getAttribute("width")]).toEqual(["0 0 30 100", "100%"]);
    expect(descriptionOf(chart)).toBe(
      "Rs. 33,000 from 17 orders between Nov 01, 2026 and Nov 30, 2026; the best day was Nov 12, 2026 with Rs. 12,000.",
    );
    const bars = chart.querySelectorAll("rect");
    expect(bars).toHaveLength(30);
    // Rs. 12,000 on a scale up to Rs. 20,000.
    expect([bars[11]!.getAttribute("y"), bars[11]!.getAttribute("height")]).toEqual(["40", "60"]);
    expect(bars[0]!.getAttribute("height")).toBe("0");
    expect(shownText(bars[11])).toBe("Nov 12, 2026: Rs. 12,000, 3 orders");
    expect(shownText(screen.getByText("Rs. 20,000"))).toBe("Rs. 20,000");
  });

  it("gives the figures as a table too, newest day first", () => {
    render(<SalesChart days={days} />);
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows).toHaveLength(31);
    expect(shownText(rows[1])).toBe("Nov 30, 2026" + "1" + "Rs. 1,500");
  });

  it("shows an empty month as flat bars", () => {
    render(<SalesChart days={days.map((day) => ({ ...day, revenue: 0, orders: 0 }))} />);
    expect(descriptionOf(screen.getByRole("img"))).toBe("Rs. 0 from 0 orders between Nov 01, 2026 and Nov 30, 2026.");
  });
});

describe("the dashboard's links", () => {
  it("lead to the orders list filtered by each open status", () => {
    render(
      <OpenOrders
        counts={[
          { status: "NotProcessed", count: 4 },
          { status: "Processing", count: 2 },
          { status: "Shipped", count: 0 },
        ]}
      />,
    );
    const link = screen.getByRole("link", { name: "Not processed 4" });
    expect(link.getAttribute("href")).toBe("/admin/dashboard/orders?status=Not+processed");
    expect(orderFilterSchema.parse(queryOf(link.getAttribute("href"))).status).toBe("NotProcessed");
  });

  it("lead from the day's work to the lists they count: calls to make, orders to ship, low stock", () => {
    render(
      <>
        <AwaitingCallCard count={3} />
        <OrdersToShipCard count={5} />
        <LowStockCard low={2} out={1} />
      </>,
    );
    const calls = screen.getByRole("link", { name: /Waiting for the confirmation call/ });
    expect(orderFilterSchema.parse(queryOf(calls.getAttribute("href"))).status).toBe("NotProcessed");
    expect(shownText(screen.getByTestId("count-awaiting-call"))).toBe("3");

    const toShip = screen.getByRole("link", { name: /Orders to ship/ });
    expect(toShip.getAttribute("href")).toBe("/admin/dashboard/orders?status=Processing");
    expect(orderFilterSchema.parse(queryOf(toShip.getAttribute("href"))).status).toBe("Processing");
    expect(shownText(screen.getByTestId("count-to-ship"))).toBe("5");

    const low = screen.getByRole("link", { name: /Low stock/ });
    expect(productListQuerySchema.parse(queryOf(low.getAttribute("href")))).toMatchObject({
      stock: "low",
      sort: "stock",
    });
    expect(shownText(low)).toBe(`Low stock${lowStockThreshold} or fewer left (kg or pieces); 1 out of stock2`);
  });

  it("stay plain when nothing waits, so the cards that need doing stand out", () => {
    render(
      <>
        <OrdersToShipCard count={0} />
        <OrdersToShipCard count={1} />
      </>,
    );
    const [none, one] = screen.getAllByRole("link", { name: /Orders to ship/ });
    expect(none!.className).toContain("bg-white");
    expect(one!.className).toContain("bg-violet-50");
  });

  it("lead to the products list filtered as the stock alerts are, and to each product by its name", () => {
    render(
      <StockAlerts
        products={[
          { id: "p1", name: "Mamra Almonds", stock: 0, byWeight: true },
          { id: "p2", name: "Ajwa Dates Box", stock: 2, byWeight: false },
        ]}
        out={1}
        low={1}
      />,
    );
    const list = (name: RegExp) =>
      productListQuerySchema.parse(queryOf(screen.getByRole("link", { name }).getAttribute("href")));
    expect(list(/Out of stock/)).toMatchObject({ stock: "out", sort: "stock" });
    expect(list(/Low stock/)).toMatchObject({ stock: "low", sort: "stock" });
    expect(list(/Mamra Almonds/)).toMatchObject({ q: "Mamra Almonds" });
    const items = within(screen.getByRole("list", { name: "Products with least stock" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Mamra AlmondsOut of stock", "Ajwa Dates Box2 pcs"]);
  });
});

describe("the dashboard's money", () => {
  const periods = [
    { key: "today", revenue: 1000, orders: 1, revenueChange: 100, ordersChange: 0 },
    { key: "week", revenue: 2900, orders: 5, revenueChange: 45, ordersChange: 400 },
    { key: "month", revenue: 4900, orders: 6, revenueChange: null, ordersChange: null },
  ] as const;
  const cash = (key: "today" | "week" | "month", scale: number) => ({
    key,
    delivered: { revenue: 1000 * scale, orders: scale },
    paid: { amount: 900 * scale, fees: 50 * scale, orders: scale },
    returned: { value: 500 * scale, parcels: scale },
  });

  it("shows each period's bookings, and what was delivered, paid for and returned in it", () => {
    render(<SalesCards periods={[...periods]} cash={[cash("today", 1), cash("week", 3), cash("month", 12)]} />);
    const cards = within(screen.getByRole("list", { name: "Sales" })).getAllByRole("listitem");
    expect(cards.map((card) => shownText(card.querySelector("p:nth-of-type(2)")))).toEqual([
      "Rs. 1,000 booked",
      "Rs. 2,900 booked",
      "Rs. 4,900 booked",
    ]);
    const terms = (card: HTMLElement) =>
      Object.fromEntries(
        [...card.querySelectorAll("dt")].map((term) => [term.textContent, shownText(term.nextElementSibling)]),
      );
    expect(terms(cards[0]!)).toEqual({
      Delivered: "Rs. 1,000 1 order",
      Paid: "Rs. 900 1 order",
      Returned: "Rs. 500 1 parcel",
    });
    expect(terms(cards[2]!)).toEqual({
      Delivered: "Rs. 12,000 12 orders",
      Paid: "Rs. 10,800 12 orders",
      Returned: "Rs. 6,000 12 parcels",
    });
    expect(shownText(screen.getByTestId("week-booked"))).toBe("Rs. 2,900");
  });

  it("leads from the cash with couriers to the cash page", () => {
    render(<CashWithCouriers amount={43_490} orders={12} />);
    const link = screen.getByRole("link", { name: /Cash with couriers/ });
    expect(shownText(link)).toBe("Cash with couriers12 delivered orders not paid for yetRs. 43,490");
    expect(link.getAttribute("href")).toBe("/admin/dashboard/cash");
    expect(cashPageQuerySchema.parse(queryOf(link.getAttribute("href"))).days).toBe(7);
    expect(shownText(screen.getByTestId("cash-with-couriers"))).toBe("Rs. 43,490");
  });

  it("gives the return rate by city and by courier, with the counts", () => {
    render(
      <ReturnRatesPanel
        days={30}
        overall={{ parcels: 7, returned: 3 }}
        byCity={[
          { name: "Lahore", parcels: 4, returned: 1 },
          { name: "Quetta", parcels: 1, returned: 1 },
        ]}
        byCourier={[]}
      />,
    );
    expect(screen.getByRole("heading", { name: "Return rate, last 30 days" })).toBeTruthy();
    expect(screen.getByText("All parcels: 43% (3 of 7 parcels)")).toBeTruthy();
    const cities = within(screen.getByRole("list", { name: "By city (most parcels first)" })).getAllByRole("listitem");
    expect(cities.map((city) => shownText(city))).toEqual(["Lahore25% 1 of 4", "Quetta100% 1 of 1"]);
    expect(screen.getByText("No parcel delivered or returned yet")).toBeTruthy();
  });
});

describe("today's orders", () => {
  it("give each order's customer, a number to call and the cash it brings", () => {
    const order = { ...shippedOrder, status: "NotProcessed" as const, shipment: null };
    render(<TodaysOrders orders={[order]} total={1} allHref="/admin/dashboard/orders" />);
    const row = screen.getAllByRole("row")[1]!;
    expect(within(row).getByText("Imran Shah")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "03211234567" }).getAttribute("href")).toBe("tel:+923211234567");
    expect(shownText(within(row).getByText(/^Rs\./))).toBe("Rs. 2,049");
  });
});
