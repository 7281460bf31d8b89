// The couriers' files the admin imports (DESIGN.md, "after Shipped"): a booking portal's export of
// order number, courier and consignment number, which ships the orders; and a courier's payment file
// of consignment number, amount collected and fee, which records the cash it paid the shop.
import { csvMessages, toCsv } from "./csv";
import { formatRupees } from "./money";
import { formatOrderNumber, orderStatusLabel, type OrderStatus } from "./orders";
import { rupeesSchema } from "./validation/parcels";

export const courierFileKinds = ["shipments", "payments"] as const;
export type CourierFileKind = (typeof courierFileKinds)[number];

/**
 * Each row is written as from the order's own page, in one transaction for the file that locks its
 * orders until it ends (8 to 38 ms a row measured on this 2-core machine, so up to about a minute
 * for a full file): a day's bookings of even a large shop fit, and a bigger file is split.
 */
export const maxCourierFileRows = 2_000;

/** The admin page for both files. */
export const courierFilesPath = "/admin/dashboard/orders/courier-files";

/** A payment's reference: its transfer id, cheque number or the file's name. */
export const maxReferenceLength = 200;

/** The form field that carries the CSV. */
export const courierFileField = "courierFile";

/**
 * The headers each column may have, as portals and spreadsheets write them, the preferred first;
 * case, spaces and punctuation do not matter (lib/domain/csv.ts headerKey).
 */
export const shipmentColumnNames = {
  order: [
    "Order Number",
    "Order No",
    "Order Ref",
    "Order Ref Number",
    "Order Reference",
    "Order ID",
    "Order",
    "Reference",
    "Reference No",
    "Reference Number",
    "Ref",
    "Ref No",
    "Customer Reference",
    "Customer Reference No",
    "Shipment Reference",
  ],
  courier: ["Courier", "Courier Name", "Courier Company", "Carrier"],
  consignmentNumber: [
    "Consignment Number",
    "Consignment No",
    "CN",
    "CN No",
    "CN Number",
    "Consignment",
    "Tracking Number",
    "Tracking No",
    "Tracking ID",
    "Tracking",
    "AWB",
    "AWB No",
    "AWB Number",
  ],
} as const;
export type ShipmentColumn = keyof typeof shipmentColumnNames;

export const paymentColumnNames = {
  consignmentNumber: shipmentColumnNames.consignmentNumber,
  amount: [
    "COD Amount",
    "COD Collected",
    "Collected Amount",
    "Amount Collected",
    "Cash Collected",
    "Collected",
    "COD",
    "Amount",
  ],
  fee: [
    "Fee",
    "Fees",
    "Charges",
    "Delivery Charges",
    "Service Charges",
    "Shipping Charges",
    "Courier Charges",
    "Courier Fee",
    "Delivery Fee",
  ],
} as const;
export type PaymentColumn = keyof typeof paymentColumnNames;

/** "Order Number" (or Order No, Order Ref, Order Reference): how a missing column is named to the owner. */
export function columnHint(names: readonly string[]): string {
  const [first, ...others] = names;
  return `"${first}" (or ${others.slice(0, 3).join(", ")})`;
}

// Digits grouped in thousands (1,250,000) or as lakhs (12,50,000), or not grouped; ".00" is still whole.
const amountFormat = /^(\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3}|\d+)(?:\.0{1,2})?$/;

/**
 * Whole rupees as couriers write them: "1250", "1,250", "1,25,000", "Rs. 1,250", "PKR 1250",
 * "Rs.1,250/-", "1250.00". Paisa, negative amounts and anything else are null.
 */
export function parseRupees(text: string): number | null {
  const bare = text
    .trim()
    .replace(/^(?:rs\.?|pkr)\s*:?\s*/i, "")
    .replace(/\s*(?:\/-|rs\.?|pkr)$/i, "");
  const match = amountFormat.exec(bare);
  if (!match) return null;
  const amount = rupeesSchema.safeParse(match[1]!.replace(/,/g, ""));
  return amount.success ? amount.data : null;
}

/** A courier's name as a file may write it: "tcs", "T.C.S." and "TCS " are TCS; "m & p" is M&P. */
export const courierKey = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}&]+/gu, "");

export const courierFileMessages = {
  noRows: "The file has no rows below its header",
  missingColumns: (hints: string[]) => csvMessages.missingColumns(hints.join("; ")),
  noCourierColumn: "or choose the courier for the whole file",
  notAnOrderNumber: (cell: string) => `"${cell}" is not an order number (write MDF-10234 or 10234)`,
  unknownOrder: (number: number) => `There is no order ${formatOrderNumber(number)}`,
  orderGone: "The order was deleted after the preview",
  orderTwice: (number: number, first: number) =>
    `Order ${formatOrderNumber(number)} appears again (first on row ${first})`,
  noCourier: "No courier: fill in the courier, or choose the courier for the whole file",
  unknownCourier: (name: string) => `"${name}" is not a courier in the list`,
  retiredCourier: (name: string) => `${name} is retired and takes no new parcels`,
  cancelled: (number: number) => `Order ${formatOrderNumber(number)} is cancelled: re-open it before shipping it`,
  numberTaken: (courier: string, consignmentNumber: string, number: number) =>
    `${courier} consignment number ${consignmentNumber} is already on order ${formatOrderNumber(number)}`,
  numberTwice: (first: number) => `The same consignment number appears again (first on row ${first})`,
  badAmount: "Please write the amount in whole rupees, e.g. 1,250 or Rs. 1,250",
  unknownParcel: (courier: string, consignmentNumber: string) =>
    `No order was shipped with ${courier} under consignment number ${consignmentNumber}`,
  alreadyPaid: (number: number) => `Order ${formatOrderNumber(number)} is already paid`,
  notShipped: (number: number, status: OrderStatus) =>
    `Order ${formatOrderNumber(number)} is not shipped (${orderStatusLabel[status]})`,
  returned: (number: number) => `Order ${formatOrderNumber(number)} came back to the shop: there is no cash to collect`,
  paymentCancelled: (number: number) => `Order ${formatOrderNumber(number)} is cancelled`,
  amountDiffers: (amount: number, total: number) =>
    `The courier paid ${formatRupees(amount)} for an order of ${formatRupees(total)}`,
  amountsDiffer: (count: number) =>
    count === 1
      ? "1 amount differs from its order's total"
      : `${count.toLocaleString("en-US")} amounts differ from their order's total`,
  referenceTooLong: `The reference is too long (${maxReferenceLength} characters at most)`,
  fixRowsFirst:
    "Nothing is imported while a row has an error: fix those rows (or remove them from the file) and preview again.",
  /** The import runs only when every row is valid, as the bulk product import does. */
  rowsHaveErrors: "Nothing was imported: fix the rows with errors (or remove them from the file) and try again.",
  nothingImported: (why: string) => `Nothing was imported: ${why}`,
  previewReady: (errors: number) =>
    errors === 0 ? "Preview ready: no errors" : `Preview ready: ${errors === 1 ? "1 error" : `${errors} errors`}`,
  previewFailed: "Preview failed",
  importFailed: "Import failed",
  imported: (summary: string) => `Imported: ${summary}`,
} as const;

/** A courier as the forms offer it: a retired one still pays for the parcels it carried. */
export interface CourierChoice {
  id: string;
  name: string;
  active: boolean;
}

/** An order as a preview row shows it. */
export interface FileOrder {
  id: string;
  number: number;
  customer: string;
  city: string;
  total: number;
  status: OrderStatus;
}

/** What importing a shipments row does to its order. */
export type ShipmentOutcome = "ship" | "correct" | "unchanged";

/** The parcel's side of an order, as a file row is checked against it. */
export interface ParcelState {
  number: number;
  status: OrderStatus;
  courierId: string | null;
  consignmentNumber: string | null;
}

/** The one rule for a shipments row, checked in the preview and again on the locked order at import. */
export function shipmentOutcome(
  order: ParcelState,
  shipment: { courierId: string; consignmentNumber: string },
): { outcome: ShipmentOutcome } | { error: string } {
  if (order.status === "Cancelled") return { error: courierFileMessages.cancelled(order.number) };
  if (order.status !== "Shipped" && order.status !== "Delivered") return { outcome: "ship" };
  const same = order.courierId === shipment.courierId && order.consignmentNumber === shipment.consignmentNumber;
  return { outcome: same ? "unchanged" : "correct" };
}

export interface ShipmentPreviewRow {
  row: number;
  /** The order number as the file writes it. */
  orderNumber: string;
  /** The courier's name in the list when the file's matches one, else as written. */
  courier: string;
  /** Without spaces, in capitals, when valid; else as written. */
  consignmentNumber: string;
  order: FileOrder | null;
  /** The courier and number the order has now, when it has them. */
  current: { courier: string; consignmentNumber: string } | null;
  /** Null when the row has errors. */
  outcome: ShipmentOutcome | null;
  /** What is wrong with the row; the preview's `errors` name the row and column of each. */
  errors: string[];
}

export interface ShipmentPreview {
  /** No row has an error: the file may be imported. */
  success: boolean;
  rows: ShipmentPreviewRow[];
  /** Every error, each naming its row, or the one reason the whole file is refused. */
  errors: string[];
  counts: Record<ShipmentOutcome, number>;
}

export interface ShipmentImport {
  success: true;
  shipped: number;
  corrected: number;
  unchanged: number;
}

export const shipmentOutcomeText = (row: ShipmentPreviewRow): string => {
  switch (row.outcome) {
    case "ship":
      return `Shipped with ${row.courier} under ${row.consignmentNumber}`;
    case "correct":
      return `Courier details corrected to ${row.courier} ${row.consignmentNumber}`;
    case "unchanged":
      return "Unchanged: already shipped with these details";
    case null:
      return "Not imported";
  }
};

const orders = (count: number) => (count === 1 ? "1 order" : `${count.toLocaleString("en-US")} orders`);

export function shipmentImportSummary({ shipped, corrected, unchanged }: Omit<ShipmentImport, "success">): string {
  const parts = [`${orders(shipped)} shipped`];
  if (corrected) parts.push(`${corrected.toLocaleString("en-US")} corrected`);
  if (unchanged) parts.push(`${unchanged.toLocaleString("en-US")} unchanged`);
  return parts.join(", ");
}

/** Whether a paid-for parcel's order can take the payment; null when it can. */
export function paymentProblem(order: {
  number: number;
  status: OrderStatus;
  paid: boolean;
  returned: boolean;
}): string | null {
  if (order.paid) return courierFileMessages.alreadyPaid(order.number);
  if (order.returned) return courierFileMessages.returned(order.number);
  if (order.status === "Cancelled") return courierFileMessages.paymentCancelled(order.number);
  if (order.status !== "Shipped" && order.status !== "Delivered")
    return courierFileMessages.notShipped(order.number, order.status);
  return null;
}

export interface PaymentPreviewRow {
  row: number;
  /** Without spaces, in capitals, when valid; else as written. */
  consignmentNumber: string;
  order: FileOrder | null;
  /** Null when the file's amount cannot be read. */
  amount: number | null;
  fee: number | null;
  /** What is wrong with the row; the preview's `errors` name the row and column of each. */
  errors: string[];
  warning: string | null;
}

export interface PaymentTotals {
  amount: number;
  fees: number;
  /** What reached the shop: the amounts less the fees. */
  net: number;
}

export interface PaymentPreview {
  success: boolean;
  courier: { id: string; name: string };
  reference: string;
  rows: PaymentPreviewRow[];
  errors: string[];
  warnings: string[];
  /** Of every row whose amounts can be read, to compare with the courier's statement. */
  totals: PaymentTotals;
}

export interface PaymentImport {
  success: true;
  paymentId: string;
  paid: number;
  /** Orders still Shipped that the payment marked Delivered. */
  delivered: number;
  totals: PaymentTotals;
}

export const paymentOutcomeText = (row: PaymentPreviewRow): string =>
  row.errors.length || !row.order
    ? "Not imported"
    : row.order.status === "Shipped"
      ? "Marked Delivered and paid"
      : "Paid";

export function paymentImportSummary({ paid, delivered, totals }: Omit<PaymentImport, "success" | "paymentId">) {
  const marked = delivered ? ` (${delivered.toLocaleString("en-US")} marked Delivered)` : "";
  return `${orders(paid)} paid${marked}: ${formatRupees(totals.amount)} less ${formatRupees(totals.fees)} fees, ${formatRupees(totals.net)} net`;
}

/** The downloadable templates: the preferred headers and two example rows. */
export function courierFileTemplate(kind: CourierFileKind): string {
  return kind === "shipments"
    ? toCsv([
        ["Order Number", "Courier", "Consignment Number"],
        ["MDF-10234", "TCS", "77012345678"],
        ["10235", "Leopards", "LE7501234"],
      ])
    : toCsv([
        ["Consignment Number", "COD Amount", "Fee"],
        ["77012345678", "2409", "150"],
        ["77012345679", "Rs. 1,649", "150"],
      ]);
}

export const courierFileTemplateName = (kind: CourierFileKind) => `${kind}_template.csv`;
