import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  courierFileMessages,
  type CourierChoice,
  type PaymentImport,
  type PaymentPreview,
  type ShipmentImport,
  type ShipmentPreview,
  type ShipmentPreviewRow,
} from "@/lib/domain/courier-files";
import { shownText, shownToasts } from "@/test/support/dom";
import { fakeApi, json } from "@/test/support/fake-api";
import { PaymentsFile } from "./payments-file";
import { ShipmentsFile } from "./shipments-file";

const couriers: CourierChoice[] = [
  { id: "courier-tcs", name: "TCS", active: true },
  { id: "courier-old", name: "Old Express", active: false },
];

const order = { id: "o1", number: 10234, customer: "Ayesha Khan", city: "Lahore", total: 2409 };

const shipmentRow: ShipmentPreviewRow = {
  row: 2,
  orderNumber: "MDF-10234",
  courier: "TCS",
  consignmentNumber: "77012345678",
  order: { ...order, status: "Processing" },
  current: null,
  outcome: "ship",
  errors: [],
};

const shipmentPreview: ShipmentPreview = {
  success: true,
  rows: [shipmentRow],
  errors: [],
  counts: { ship: 1, correct: 0, unchanged: 0 },
};

const csv = (name: string) =>
  new File(["Order Number,Courier,CN\r\n10234,TCS,77012345678\r\n"], name, { type: "text/csv" });

const shipmentsPreview = "POST /api/courier-files/shipments/preview";
const shipmentsImport = "POST /api/courier-files/shipments/import";

function renderShipments() {
  render(<ShipmentsFile couriers={couriers} />);
  return userEvent.setup();
}

describe("the shipments file", () => {
  it("previews each row with its order and what happens, then imports the same file", async () => {
    fakeApi.answer(shipmentsPreview, json(shipmentPreview));
    const done: ShipmentImport = { success: true, shipped: 1, corrected: 0, unchanged: 0 };
    fakeApi.answer(shipmentsImport, json(done));
    const user = renderShipments();
    // Only active couriers take new parcels.
    expect(within(screen.getByLabelText("Courier for rows without one")).getAllByRole("option").length).toBe(2);

    await user.upload(screen.getByLabelText("Shipments file (CSV)"), csv("bookings.csv"));
    await user.selectOptions(screen.getByLabelText("Courier for rows without one"), "TCS");
    await user.click(screen.getByRole("button", { name: "Preview" }));

    const row = await screen.findByRole("row", { name: "Row 2" });
    expect(shownText(row)).toContain("MDF-10234");
    expect(shownText(row)).toContain("Ayesha Khan · Lahore");
    expect(shownText(row)).toContain("Shipped with TCS under 77012345678");
    expect(shownText(screen.getByLabelText("Shipments preview summary"))).toBe(
      "1 to ship · 0 to correct · 0 unchanged · 0 with errors",
    );
    expect(fakeApi.sentTo(shipmentsPreview)).toEqual([
      { courierFile: [{ name: "bookings.csv", type: "text/csv" }], courierId: ["courier-tcs"] },
    ]);

    await user.click(screen.getByRole("button", { name: "Import shipments" }));

    expect(shownText(await screen.findByRole("status"))).toBe("Imported: 1 order shipped");
    expect(fakeApi.sentTo(shipmentsImport)).toEqual(fakeApi.sentTo(shipmentsPreview));
    expect(screen.queryByRole("row")).toBeNull();
  });

  it("forgets a preview when another file is chosen, so the import never takes a file nobody saw", async () => {
    fakeApi.answer(shipmentsPreview, json(shipmentPreview));
    const user = renderShipments();
    await user.upload(screen.getByLabelText("Shipments file (CSV)"), csv("monday.csv"));
    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByRole("button", { name: "Import shipments" })).toBeTruthy();

    await user.upload(screen.getByLabelText("Shipments file (CSV)"), csv("tuesday.csv"));

    expect(screen.queryByRole("button", { name: "Import shipments" })).toBeNull();
    expect(screen.queryByRole("row")).toBeNull();
  });

  it("keeps the import closed while a row has an error", async () => {
    const failed = { ...shipmentRow, row: 3, outcome: null, errors: ["There is no order MDF-99999"] };
    fakeApi.answer(
      shipmentsPreview,
      json({
        ...shipmentPreview,
        success: false,
        rows: [shipmentRow, failed],
        errors: ['Row 3, column "Order Number": There is no order MDF-99999'],
      }),
    );
    const user = renderShipments();
    await user.upload(screen.getByLabelText("Shipments file (CSV)"), csv("bookings.csv"));
    await user.click(screen.getByRole("button", { name: "Preview" }));

    const errors = await screen.findByRole("list", { name: "Errors" });
    expect(shownText(errors)).toBe('Row 3, column "Order Number": There is no order MDF-99999');
    expect(shownText(screen.getByRole("row", { name: "Row 3" }))).toContain("There is no order MDF-99999");
    expect(screen.getByRole("button", { name: "Import shipments" })).toHaveProperty("disabled", true);
    expect(screen.getByText(courierFileMessages.fixRowsFirst)).toBeTruthy();
    expect(shownToasts()).toEqual([{ kind: "error", message: "Preview ready: 1 error" }]);
  });

  it("shows the file as the server found it when an order changed after the preview", async () => {
    fakeApi.answer(shipmentsPreview, json(shipmentPreview));
    const cancelled = {
      ...shipmentRow,
      order: { ...order, status: "Cancelled" },
      outcome: null,
      errors: ["Order MDF-10234 is cancelled: re-open it before shipping it"],
    };
    fakeApi.answer(
      shipmentsImport,
      json({
        success: false,
        errors: ['Row 2, column "Order Number": Order MDF-10234 is cancelled: re-open it before shipping it'],
        preview: { ...shipmentPreview, success: false, rows: [cancelled] },
      }),
    );
    const user = renderShipments();
    await user.upload(screen.getByLabelText("Shipments file (CSV)"), csv("bookings.csv"));
    await user.click(screen.getByRole("button", { name: "Preview" }));
    await user.click(await screen.findByRole("button", { name: "Import shipments" }));

    expect(shownText(await screen.findByRole("alert"))).toBe(
      "Nothing was imported: fix the rows with errors (or remove them from the file) and try again.",
    );
    expect(shownText(screen.getByRole("row", { name: "Row 2" }))).toContain("is cancelled");
    expect(screen.getByRole("button", { name: "Import shipments" })).toHaveProperty("disabled", true);
  });

  it("says why when the import is refused while it runs", async () => {
    fakeApi.answer(shipmentsPreview, json(shipmentPreview));
    const refusal = "Nothing was imported: Row 2: The order was deleted after the preview";
    fakeApi.answer(shipmentsImport, json({ error: refusal }));
    const user = renderShipments();
    await user.upload(screen.getByLabelText("Shipments file (CSV)"), csv("bookings.csv"));
    await user.click(screen.getByRole("button", { name: "Preview" }));
    await user.click(await screen.findByRole("button", { name: "Import shipments" }));

    expect(shownText(await screen.findByRole("alert"))).toBe(refusal);
    expect(shownToasts()).toContainEqual({ kind: "error", message: refusal });
  });
});

describe("the payments file", () => {
  const paymentsPreview = "POST /api/courier-files/payments/preview";
  const paymentsImport = "POST /api/courier-files/payments/import";
  const preview: PaymentPreview = {
    success: true,
    courier: { id: "courier-tcs", name: "TCS" },
    reference: "IBFT-1",
    rows: [
      {
        row: 2,
        consignmentNumber: "77012345678",
        order: { ...order, status: "Shipped" },
        amount: 2400,
        fee: 150,
        errors: [],
        warning: "The courier paid Rs.\u00a02,400 for an order of Rs.\u00a02,409",
      },
    ],
    errors: [],
    warnings: ["Row 2: The courier paid Rs.\u00a02,400 for an order of Rs.\u00a02,409"],
    totals: { amount: 2400, fees: 150, net: 2250 },
  };

  it("needs the courier, previews the totals and warnings, and records the payment", async () => {
    fakeApi.answer(paymentsPreview, json(preview));
    const recorded: PaymentImport = {
      success: true,
      paymentId: "p1",
      paid: 1,
      delivered: 1,
      totals: preview.totals,
    };
    fakeApi.answer(paymentsImport, json(recorded));
    render(<PaymentsFile couriers={couriers} />);
    const user = userEvent.setup();
    // A retired courier still pays for the parcels it carried.
    expect(screen.getByRole("option", { name: "Old Express (retired)" })).toBeTruthy();

    await user.upload(screen.getByLabelText("Payment file (CSV)"), csv("tcs.csv"));
    expect(screen.getByRole("button", { name: "Preview" })).toHaveProperty("disabled", true);
    await user.selectOptions(screen.getByLabelText("Courier"), "TCS");
    await user.type(screen.getByLabelText("Reference (optional)"), "IBFT-1");
    await user.click(screen.getByRole("button", { name: "Preview" }));

    const totals = await screen.findByLabelText("File totals");
    expect(within(totals).getAllByRole("definition").map(shownText)).toEqual(["Rs. 2,400", "Rs. 150", "Rs. 2,250"]);
    expect(screen.getByText(/1 amount differs from its order's total/)).toBeTruthy();
    const row = screen.getByRole("row", { name: "Row 2" });
    expect(shownText(row)).toContain("Marked Delivered and paid");
    expect(shownText(row)).toContain("The courier paid Rs. 2,400 for an order of Rs. 2,409");
    expect(fakeApi.sentTo(paymentsPreview)).toEqual([
      { courierFile: [{ name: "tcs.csv", type: "text/csv" }], courierId: ["courier-tcs"], reference: ["IBFT-1"] },
    ]);

    await user.click(screen.getByRole("button", { name: "Record payment" }));

    expect(shownText(await screen.findByRole("status"))).toBe(
      "Imported: 1 order paid (1 marked Delivered): Rs. 2,400 less Rs. 150 fees, Rs. 2,250 net",
    );
  });
});
