import "server-only";
import {
  columnHint,
  courierFileMessages as messages,
  maxCourierFileRows,
  maxReferenceLength,
  parseRupees,
  paymentColumnNames,
  paymentProblem,
  type PaymentImport,
  type PaymentPreview,
  type PaymentPreviewRow,
  type PaymentTotals,
} from "@/lib/domain/courier-files";
import { cellError, findColumns } from "@/lib/domain/csv";
import { consignmentNumberSchema, parcelMessages } from "@/lib/domain/validation/parcels";
import { cellAt, headerName, readCsvTable } from "../csv-table";
import { db } from "../db";
import type { Actor } from "../orders/history";
import { recordPayment, type PaymentLine } from "../orders/parcels";
import { chosenCourier } from "../couriers";
import { allOrNothing, fileOrderSelect, toFileOrder } from "./file-orders";

// A courier's payment file (consignment number, amount collected, fee) for the courier chosen in
// the form: previewed row by row with its totals, then recorded as one payment by recordPayment.

export interface PaymentPlan {
  preview: PaymentPreview;
  lines: PaymentLine[];
}

function missingColumns(header: string[]): string | null {
  const found = findColumns(header, paymentColumnNames);
  const hints = [];
  if (found.consignmentNumber === undefined) hints.push(columnHint(paymentColumnNames.consignmentNumber));
  if (found.amount === undefined) hints.push(columnHint(paymentColumnNames.amount));
  return hints.length ? messages.missingColumns(hints) : null;
}

/** `reference` names the payment (a transfer id); the file's name when none is given. */
export async function planPayment(
  text: string,
  { courierId, reference: given, fileName }: { courierId: string; reference?: string; fileName: string },
): Promise<PaymentPlan> {
  const courier = await chosenCourier(courierId, { activeOnly: false });
  const reference = given || fileName.slice(0, maxReferenceLength);
  const totals: PaymentTotals = { amount: 0, fees: 0, net: 0 };
  const answer = (rows: PaymentPreviewRow[], errors: string[], warnings: string[]) => ({
    success: errors.length === 0,
    courier: { id: courier.id, name: courier.name },
    reference,
    rows,
    errors,
    warnings,
    totals: { ...totals, net: totals.amount - totals.fees },
  });
  const table = readCsvTable(text, {
    checkHeader: missingColumns,
    noRows: messages.noRows,
    maxRows: maxCourierFileRows,
  });
  if ("error" in table) return { preview: answer([], [table.error], []), lines: [] };

  const at = findColumns(table.header, paymentColumnNames);
  const columns = {
    consignmentNumber: headerName(table, at.consignmentNumber, "Consignment Number"),
    amount: headerName(table, at.amount, "COD Amount"),
    fee: headerName(table, at.fee, "Fee"),
  };
  const consignmentNumbers = table.rows.flatMap(({ cells }) => {
    const parsed = consignmentNumberSchema.safeParse(cellAt(cells, at.consignmentNumber));
    return parsed.success ? [parsed.data] : [];
  });
  const orders = await db.order.findMany({
    where: { courierId: courier.id, consignmentNumber: { in: consignmentNumbers } },
    select: fileOrderSelect,
  });
  const orderByNumber = new Map(orders.map((order) => [order.consignmentNumber!, order]));
  const firstRowOf = new Map<string, number>();

  const rows: PaymentPreviewRow[] = [];
  const lines: PaymentLine[] = [];
  const errors: string[] = [...table.errors];
  const warnings: string[] = [];
  for (const { row, cells } of table.rows) {
    const rowErrors: string[] = [];
    const fail = (column: string, message: string) => {
      rowErrors.push(message);
      errors.push(cellError(row, column, message));
    };

    const numberText = cellAt(cells, at.consignmentNumber);
    const parsed = consignmentNumberSchema.safeParse(numberText);
    const consignmentNumber = parsed.success ? parsed.data : numberText;
    const order = parsed.success ? orderByNumber.get(consignmentNumber) : undefined;
    if (!parsed.success) fail(columns.consignmentNumber, parcelMessages.consignmentNumber);
    else if (firstRowOf.has(consignmentNumber))
      fail(columns.consignmentNumber, messages.numberTwice(firstRowOf.get(consignmentNumber)!));
    else firstRowOf.set(consignmentNumber, row);
    if (parsed.success && !order)
      fail(columns.consignmentNumber, messages.unknownParcel(courier.name, consignmentNumber));
    const problem =
      order &&
      paymentProblem({
        number: order.number,
        status: order.status,
        paid: order.paidAt !== null,
        returned: order.returnedAt !== null,
      });
    if (problem) fail(columns.consignmentNumber, problem);

    const amount = parseRupees(cellAt(cells, at.amount));
    if (amount === null) fail(columns.amount, messages.badAmount);
    const feeText = cellAt(cells, at.fee);
    const fee = feeText ? parseRupees(feeText) : 0;
    if (fee === null) fail(columns.fee, messages.badAmount);
    if (amount !== null) totals.amount += amount;
    if (fee !== null) totals.fees += fee;

    const warning =
      order && amount !== null && amount !== order.total ? messages.amountDiffers(amount, order.total) : null;
    if (warning) warnings.push(`Row ${row}: ${warning}`);
    rows.push({
      row,
      consignmentNumber,
      order: order ? toFileOrder(order) : null,
      amount,
      fee,
      errors: rowErrors,
      warning,
    });
    if (rowErrors.length === 0 && order && amount !== null && fee !== null)
      lines.push({ orderId: order.id, amount, fee });
  }
  return { preview: answer(rows, errors, warnings), lines };
}

/**
 * One payment for every row, all or nothing (recordPayment checks each order again, locked): an
 * order paid, cancelled or returned since the preview refuses the whole import.
 */
export async function importPayment(plan: PaymentPlan, actor: Actor): Promise<PaymentImport> {
  const { preview, lines } = plan;
  const { paymentId } = await allOrNothing(() =>
    recordPayment({ courierId: preview.courier.id, reference: preview.reference, lines }, actor),
  );
  return {
    success: true,
    paymentId,
    paid: lines.length,
    delivered: preview.rows.filter((row) => row.order?.status === "Shipped").length,
    totals: preview.totals,
  };
}
