import { render, screen, within } from "@testing-library/react";
import type { CashReport } from "@/lib/domain/cash";
import { cashPageQuerySchema } from "@/lib/domain/validation/cash";
import { shownText } from "@/test/support/dom";
import { CashReportView } from "./cash-report";

/**
 * The text each element under `element` (itself included) holds directly, in order: what the eye
 * reads as separate pieces where the markup sets them apart.
 */
const pieces = (element: Element) =>
  [element, ...element.querySelectorAll("*")]
    .map((child) =>
      [...child.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join("")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);

const report: CashReport = {
  asOf: "2026-11-27T10:00:00.000Z",
  withCouriers: [
    { courier: { id: "courier-leopards", name: "Leopards" }, amount: 3800, orders: 2, oldestDays: 7 },
    { courier: { id: "courier-tcs", name: "TCS" }, amount: 3549, orders: 1, oldestDays: 1 },
  ],
  unpaid: {
    days: 7,
    count: 3,
    amount: 9049,
    orders: [
      {
        id: "o1",
        number: 10234,
        total: 2049,
        courier: "TCS",
        consignmentNumber: "77012345678",
        city: "Rawalpindi",
        deliveredAt: "2026-11-17T10:00:00.000Z",
        days: 10,
      },
    ],
  },
  payments: [
    {
      id: "pay1",
      at: "2026-11-26T07:00:00.000Z",
      courier: "TCS",
      reference: "STMT-1",
      amount: 2950,
      fees: 150,
      orders: 2,
      recordedBy: "Cash Admin",
    },
  ],
};

describe("the cash page", () => {
  it("shows the cash each courier holds, since when, and the total", () => {
    render(<CashReportView report={report} />);
    const rows = within(screen.getByRole("list", { name: "Cash with couriers" })).getAllByRole("listitem");
    expect(rows.map(pieces)).toEqual([
      ["Leopards", "Rs. 3,800", "2 orders · oldest 7 days"],
      ["TCS", "Rs. 3,549", "1 order · oldest 1 day"],
      ["All couriers", "Rs. 7,349", "3 orders"],
    ]);
    expect(shownText(screen.getByTestId("cash-page-total"))).toBe("Rs. 7,349");
  });

  it("lists the orders not paid after the days asked for, as a table and as cards, with a form for other days", () => {
    render(<CashReportView report={report} />);
    expect(screen.getByRole("heading", { name: "Delivered, not paid after 7 days" })).toBeTruthy();
    expect(screen.getByText(/the 1 oldest shown/).closest("p")!.textContent).toBe(
      "3 orders, Rs.\u00a09,049 · the 1 oldest shown",
    );
    const table = screen.getAllByRole("table")[0]!;
    const cells = within(table).getAllByRole("row")[1]!.querySelectorAll("td");
    expect([...cells].map(pieces)).toEqual([
      ["MDF-10234", "Rawalpindi"],
      ["TCS"],
      ["77012345678"],
      ["Rs. 2,049"],
      ["Nov 17, 2026"],
      ["10 days"],
    ]);
    const card = within(screen.getByRole("list", { name: "Delivered, not paid" })).getByRole("listitem");
    expect(pieces(card)).toEqual([
      "MDF-10234",
      "Rs. 2,049",
      "TCS · 77012345678",
      "Rawalpindi · delivered Nov 17, 2026, 10 days ago",
    ]);
    expect(within(card).getByRole("link", { name: "MDF-10234" }).getAttribute("href")).toBe(
      "/admin/dashboard/orders/o1",
    );

    const days = screen.getByLabelText<HTMLInputElement>(/^Not paid after/);
    expect([days.name, days.value, days.min, days.max]).toEqual(["days", "7", "1", "90"]);
    expect(cashPageQuerySchema.parse({ [days.name]: "30" }).days).toBe(30);
  });

  it("lists the couriers' payments with their net", () => {
    render(<CashReportView report={report} />);
    const table = screen.getAllByRole("table")[1]!;
    const cells = within(table).getAllByRole("row")[1]!.querySelectorAll("td");
    expect([...cells].map((cell) => pieces(cell).join(" / "))).toEqual([
      "Nov 26, 2026 / 12:00 PM",
      "TCS / by Cash Admin",
      "STMT-1",
      "Rs. 2,950",
      "Rs. 150",
      "Rs. 2,800",
      "2",
    ]);
  });

  it("says so when there is nothing to show", () => {
    render(
      <CashReportView
        report={{ ...report, withCouriers: [], unpaid: { days: 14, count: 0, amount: 0, orders: [] }, payments: [] }}
      />,
    );
    expect(screen.getByText("No courier holds any of the shop's cash.")).toBeTruthy();
    expect(screen.getByText("No order delivered 14 days ago or more is waiting for its cash.")).toBeTruthy();
    expect(screen.getByText("No courier payment is recorded yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
