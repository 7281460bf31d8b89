import Papa from "papaparse";
import {
  columnHint,
  courierFileMessages as messages,
  courierFileTemplate,
  courierKey,
  parseRupees,
  paymentColumnNames,
  paymentImportSummary,
  paymentOutcomeText,
  paymentProblem,
  shipmentColumnNames,
  shipmentImportSummary,
  shipmentOutcome,
  shipmentOutcomeText,
  type CourierFileKind,
  type PaymentPreviewRow,
  type ShipmentPreviewRow,
} from "./courier-files";
import { findColumns } from "./csv";

describe("a booking export's headers", () => {
  it.each([
    [["Order Number", "Courier", "CN"], { order: 0, courier: 1, consignmentNumber: 2 }],
    [["order no.", "COURIER NAME", "Consignment No"], { order: 0, courier: 1, consignmentNumber: 2 }],
    [["Sr #", "Reference", "Tracking Number", "Weight"], { order: 1, consignmentNumber: 2 }],
    [["Order Ref", "Carrier", "tracking_no"], { order: 0, courier: 1, consignmentNumber: 2 }],
    [["Order #", "CN #", "Courier"], { order: 0, courier: 2, consignmentNumber: 1 }],
    [["\uFEFFOrder ID", "Consignment Number"], { order: 0, consignmentNumber: 1 }],
    [["Customer Name", "City", "COD Amount"], {}],
  ])("reads %j", (header, found) => {
    expect(findColumns(header, shipmentColumnNames)).toEqual(found);
  });

  it("prefers the order number to a portal's own reference when a file has both", () => {
    expect(findColumns(["Reference", "Order Number", "CN"], shipmentColumnNames).order).toBe(1);
  });
});

describe("a payment file's headers", () => {
  it.each([
    [["CN", "COD Amount", "Fee"], { consignmentNumber: 0, amount: 1, fee: 2 }],
    [["Consignment No", "Collected", "Delivery Charges"], { consignmentNumber: 0, amount: 1, fee: 2 }],
    [["Tracking Number", "Amount", "Service Charges"], { consignmentNumber: 0, amount: 1, fee: 2 }],
    [["tracking no", "amount", "charges"], { consignmentNumber: 0, amount: 1, fee: 2 }],
    [["CN", "Amount"], { consignmentNumber: 0, amount: 1 }],
  ])("reads %j", (header, found) => {
    expect(findColumns(header, paymentColumnNames)).toEqual(found);
  });

  it("takes the cash collected over an invoice's amount", () => {
    expect(findColumns(["CN", "Amount", "COD Amount"], paymentColumnNames).amount).toBe(2);
  });

  it("names a missing column by its preferred header and three others", () => {
    expect(columnHint(paymentColumnNames.amount)).toBe(
      '"COD Amount" (or COD Collected, Collected Amount, Amount Collected)',
    );
  });
});

describe("amounts as couriers write them", () => {
  it.each([
    ["1250", 1250],
    ["1,250", 1250],
    ["Rs. 1,250", 1250],
    ["Rs.\u00a01,250", 1250],
    ["rs 1250", 1250],
    ["Rs:1,250", 1250],
    ["PKR 1,250", 1250],
    ["1,250 PKR", 1250],
    ["Rs.1,250/-", 1250],
    ["1,250.00", 1250],
    ["1250.0", 1250],
    ["1,25,000", 125000],
    ["12,50,000", 1250000],
    ["1,250,000", 1250000],
    [" 0 ", 0],
    ["100000000", 100000000],
  ])("reads %j as %d rupees", (text, rupees) => {
    expect(parseRupees(text)).toBe(rupees);
  });

  it.each([
    "",
    "Rs.",
    "1250.50",
    "1,250.5",
    "-1250",
    "(1250)",
    "12,50",
    "1,2500",
    "1.250",
    "1e3",
    "0x10",
    "Infinity",
    "twelve",
    "100000001",
    "$1250",
  ])("refuses %j", (text) => {
    expect(parseRupees(text)).toBeNull();
  });
});

describe("couriers named in a file", () => {
  it("match the list's names whatever their case, spaces and dots", () => {
    expect(courierKey(" tcs ")).toBe(courierKey("TCS"));
    expect(courierKey("T.C.S.")).toBe(courierKey("TCS"));
    expect(courierKey("m & p")).toBe(courierKey("M&P"));
    expect(courierKey("Call-Courier")).toBe(courierKey("Call Courier"));
    expect(courierKey("MnP")).not.toBe(courierKey("M&P"));
  });
});

describe("what a shipments row does", () => {
  const shipment = { courierId: "tcs", consignmentNumber: "77012345678" };
  const order = (status: "Processing" | "Shipped" | "Delivered" | "Cancelled" | "NotProcessed", same = false) => ({
    number: 10234,
    status,
    courierId: same ? "tcs" : null,
    consignmentNumber: same ? "77012345678" : null,
  });

  it("ships an order not yet shipped, even one still waiting for its call", () => {
    expect(shipmentOutcome(order("Processing"), shipment)).toEqual({ outcome: "ship" });
    expect(shipmentOutcome(order("NotProcessed"), shipment)).toEqual({ outcome: "ship" });
  });

  it("corrects a shipped or delivered order's details, and leaves the same ones alone", () => {
    expect(shipmentOutcome(order("Shipped"), shipment)).toEqual({ outcome: "correct" });
    expect(shipmentOutcome(order("Delivered"), shipment)).toEqual({ outcome: "correct" });
    expect(shipmentOutcome(order("Shipped", true), shipment)).toEqual({ outcome: "unchanged" });
    expect(shipmentOutcome({ ...order("Shipped", true), consignmentNumber: "X" }, shipment)).toEqual({
      outcome: "correct",
    });
  });

  it("refuses a cancelled order", () => {
    expect(shipmentOutcome(order("Cancelled"), shipment)).toEqual({
      error: "Order MDF-10234 is cancelled: re-open it before shipping it",
    });
  });

  it("says what happens in the preview's words", () => {
    const row: ShipmentPreviewRow = {
      row: 2,
      orderNumber: "10234",
      courier: "TCS",
      consignmentNumber: "77012345678",
      order: null,
      current: null,
      outcome: "ship",
      errors: [],
    };
    expect(shipmentOutcomeText(row)).toBe("Shipped with TCS under 77012345678");
    expect(shipmentOutcomeText({ ...row, outcome: "correct" })).toBe("Courier details corrected to TCS 77012345678");
    expect(shipmentOutcomeText({ ...row, outcome: "unchanged" })).toBe("Unchanged: already shipped with these details");
    expect(shipmentOutcomeText({ ...row, outcome: null })).toBe("Not imported");
    expect(shipmentImportSummary({ shipped: 1, corrected: 0, unchanged: 0 })).toBe("1 order shipped");
    expect(shipmentImportSummary({ shipped: 4_000, corrected: 2, unchanged: 1 })).toBe(
      "4,000 orders shipped, 2 corrected, 1 unchanged",
    );
  });
});

describe("what a payment row does", () => {
  const order = { number: 10234, status: "Delivered" as const, paid: false, returned: false };

  it("takes the cash of a delivered or shipped parcel, once", () => {
    expect(paymentProblem(order)).toBeNull();
    expect(paymentProblem({ ...order, status: "Shipped" })).toBeNull();
    expect(paymentProblem({ ...order, paid: true })).toBe("Order MDF-10234 is already paid");
  });

  it("refuses a parcel that came back, a cancelled order and one not shipped", () => {
    expect(paymentProblem({ ...order, status: "Cancelled", returned: true })).toBe(
      "Order MDF-10234 came back to the shop: there is no cash to collect",
    );
    expect(paymentProblem({ ...order, status: "Cancelled" })).toBe("Order MDF-10234 is cancelled");
    expect(paymentProblem({ ...order, status: "Processing" })).toBe("Order MDF-10234 is not shipped (Processing)");
  });

  it("says what happens, and what the payment came to", () => {
    const row: PaymentPreviewRow = {
      row: 2,
      consignmentNumber: "77012345678",
      order: { id: "o", number: 10234, customer: "A", city: "B", total: 1649, status: "Shipped" },
      amount: 1649,
      fee: 150,
      errors: [],
      warning: null,
    };
    expect(paymentOutcomeText(row)).toBe("Marked Delivered and paid");
    expect(paymentOutcomeText({ ...row, order: { ...row.order!, status: "Delivered" } })).toBe("Paid");
    expect(paymentOutcomeText({ ...row, errors: ["x"] })).toBe("Not imported");
    expect(messages.amountDiffers(1600, 1649)).toBe("The courier paid Rs.\u00a01,600 for an order of Rs.\u00a01,649");
    expect(paymentImportSummary({ paid: 2, delivered: 1, totals: { amount: 3298, fees: 150, net: 3148 } })).toBe(
      "2 orders paid (1 marked Delivered): Rs.\u00a03,298 less Rs.\u00a0150 fees, Rs.\u00a03,148 net",
    );
  });
});

describe("the templates", () => {
  it.each<[CourierFileKind, Record<string, readonly string[]>, string[]]>([
    ["shipments", shipmentColumnNames, ["Order Number", "Courier", "Consignment Number"]],
    ["payments", paymentColumnNames, ["Consignment Number", "COD Amount", "Fee"]],
  ])("%s: the preferred headers, read back as every column, and two examples", (kind, names, header) => {
    const rows = Papa.parse<string[]>(courierFileTemplate(kind), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(header);
    expect(Object.keys(findColumns(rows[0]!, names))).toEqual(Object.keys(names));
    expect(rows).toHaveLength(3);
  });

  it("has amounts the payment file reads", () => {
    const rows = Papa.parse<string[]>(courierFileTemplate("payments"), { skipEmptyLines: true }).data.slice(1);
    expect(rows.map((row) => [parseRupees(row[1]!), parseRupees(row[2]!)])).toEqual([
      [2409, 150],
      [1649, 150],
    ]);
  });
});

describe("the page's messages", () => {
  it("count a preview's errors and say why nothing was imported", () => {
    expect(messages.previewReady(0)).toBe("Preview ready: no errors");
    expect(messages.previewReady(1)).toBe("Preview ready: 1 error");
    expect(messages.previewReady(3)).toBe("Preview ready: 3 errors");
    expect(messages.amountsDiffer(1)).toBe("1 amount differs from its order's total");
    expect(messages.amountsDiffer(1200)).toBe("1,200 amounts differ from their order's total");
    expect(messages.nothingImported("Row 3: Order not found")).toBe("Nothing was imported: Row 3: Order not found");
  });
});
