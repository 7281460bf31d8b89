import { render, screen, within } from "@testing-library/react";
import { shownText } from "@/test/support/dom";
import { orderFilterSchema } from "@/lib/domain/validation/admin-order";
import { productListQuerySchema } from "@/lib/domain/validation/admin-product-list";
import { OpenOrders } from "./open-orders";
import { SalesChart } from "./sales-chart";
import { StockAlerts } from "./stock-alerts";

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
