import "server-only";
import {
  columnHint,
  courierFileMessages as messages,
  maxCourierFileRows,
  courierKey,
  shipmentColumnNames,
  shipmentOutcome,
  type ShipmentImport,
  type ShipmentOutcome,
  type ShipmentPreview,
  type ShipmentPreviewRow,
} from "@/lib/domain/courier-files";
import { cellError, findColumns } from "@/lib/domain/csv";
import { notFound, refused } from "@/lib/domain/errors";
import { parseOrderNumber } from "@/lib/domain/orders";
import { consignmentNumberSchema, parcelMessages } from "@/lib/domain/validation/parcels";
import { cellAt, headerName, readCsvTable } from "../csv-table";
import { db } from "../db";
import type { Actor } from "../orders/history";
import { afterCommit, lockOrders } from "../orders/lifecycle";
import { shipOrderIn } from "../orders/parcels";
import type { Courier } from "@/lib/domain/parcels";
import { chosenCourier, listCouriers } from "../couriers";
import { allOrNothing, fileOrderSelect, importTimeoutMs, toFileOrder, type FileOrderRow } from "./file-orders";

// A booking portal's export (order number, courier, consignment number) shipping many orders at
// once: previewed row by row, then imported in one transaction through shipOrderIn, so each order
// moves, records its history and mails its shopper exactly as when shipped from its own page.

/** A valid row, as the import applies it. */
export interface PlannedShipment {
  row: number;
  orderId: string;
  courierId: string;
  consignmentNumber: string;
}

export interface ShipmentPlan {
  preview: ShipmentPreview;
  /** Every valid row, unchanged ones too (the import checks them again on the locked order). */
  shipments: PlannedShipment[];
}

const noCounts = (): Record<ShipmentOutcome, number> => ({ ship: 0, correct: 0, unchanged: 0 });
const countOf = { ship: "shipped", correct: "corrected", unchanged: "unchanged" } as const;

function missingColumns(header: string[], courierChosen: boolean): string | null {
  const found = findColumns(header, shipmentColumnNames);
  const hints = [];
  if (found.order === undefined) hints.push(columnHint(shipmentColumnNames.order));
  if (found.courier === undefined && !courierChosen)
    hints.push(`${columnHint(shipmentColumnNames.courier)}, ${messages.noCourierColumn}`);
  if (found.consignmentNumber === undefined) hints.push(columnHint(shipmentColumnNames.consignmentNumber));
  return hints.length ? messages.missingColumns(hints) : null;
}

const parcelKey = (courierId: string, consignmentNumber: string) => `${courierId}\n${consignmentNumber}`;

/**
 * Checks every row against the orders as they are now. `courierId` is the form's courier, for a
 * file without a courier column or rows that leave it empty.
 */
export async function planShipments(text: string, courierId?: string): Promise<ShipmentPlan> {
  const chosen = courierId ? await chosenCourier(courierId, { activeOnly: true }) : undefined;
  const table = readCsvTable(text, {
    checkHeader: (header) => missingColumns(header, chosen !== undefined),
    noRows: messages.noRows,
    maxRows: maxCourierFileRows,
  });
  if ("error" in table)
    return { preview: { success: false, rows: [], errors: [table.error], counts: noCounts() }, shipments: [] };

  const at = findColumns(table.header, shipmentColumnNames);
  const columns = {
    order: headerName(table, at.order, "Order Number"),
    courier: headerName(table, at.courier, "Courier"),
    consignmentNumber: headerName(table, at.consignmentNumber, "Consignment Number"),
  };
  const numbers = table.rows.flatMap(({ cells }) => parseOrderNumber(cellAt(cells, at.order)) ?? []);
  const consignmentNumbers = table.rows.flatMap(({ cells }) => {
    const parsed = consignmentNumberSchema.safeParse(cellAt(cells, at.consignmentNumber));
    return parsed.success ? [parsed.data] : [];
  });
  const [couriers, orders, taken] = await Promise.all([
    listCouriers(),
    db.order.findMany({ where: { number: { in: numbers } }, select: fileOrderSelect }),
    db.order.findMany({
      where: { consignmentNumber: { in: consignmentNumbers }, courierId: { not: null } },
      select: { id: true, number: true, courierId: true, consignmentNumber: true },
    }),
  ]);
  const courierByKey = new Map(couriers.map((courier) => [courierKey(courier.name), courier]));
  const orderByNumber = new Map(orders.map((order) => [order.number, order]));
  const takenBy = new Map(taken.map((order) => [parcelKey(order.courierId!, order.consignmentNumber!), order]));
  const firstRowOfOrder = new Map<string, number>();
  const firstRowOfParcel = new Map<string, number>();

  const rows: ShipmentPreviewRow[] = [];
  const shipments: PlannedShipment[] = [];
  const errors: string[] = [...table.errors];
  const counts = noCounts();
  for (const { row, cells } of table.rows) {
    const rowErrors: string[] = [];
    const fail = (column: string, message: string) => {
      rowErrors.push(message);
      errors.push(cellError(row, column, message));
    };

    const numberCell = cellAt(cells, at.order);
    const number = parseOrderNumber(numberCell);
    const order: FileOrderRow | undefined = number ? orderByNumber.get(number) : undefined;
    if (!number) fail(columns.order, messages.notAnOrderNumber(numberCell));
    else if (!order) fail(columns.order, messages.unknownOrder(number));
    else if (firstRowOfOrder.has(order.id))
      fail(columns.order, messages.orderTwice(number, firstRowOfOrder.get(order.id)!));
    else firstRowOfOrder.set(order.id, row);

    const courierCell = cellAt(cells, at.courier);
    const courier: Courier | undefined = courierCell ? courierByKey.get(courierKey(courierCell)) : chosen;
    if (!courierCell && !chosen) fail(columns.courier, messages.noCourier);
    else if (!courier) fail(columns.courier, messages.unknownCourier(courierCell));
    // A retired courier keeps the parcels it already carries, as shipOrderIn allows.
    else if (!courier.active && courier.id !== order?.courierId)
      fail(columns.courier, messages.retiredCourier(courier.name));

    const numberText = cellAt(cells, at.consignmentNumber);
    const parsed = consignmentNumberSchema.safeParse(numberText);
    const consignmentNumber = parsed.success ? parsed.data : numberText;
    if (!parsed.success) fail(columns.consignmentNumber, parcelMessages.consignmentNumber);
    else if (courier) {
      const key = parcelKey(courier.id, consignmentNumber);
      const other = takenBy.get(key);
      if (firstRowOfParcel.has(key)) fail(columns.consignmentNumber, messages.numberTwice(firstRowOfParcel.get(key)!));
      else firstRowOfParcel.set(key, row);
      if (other && other.id !== order?.id)
        fail(columns.consignmentNumber, messages.numberTaken(courier.name, consignmentNumber, other.number));
    }

    let outcome: ShipmentOutcome | null = null;
    if (order && courier && parsed.success) {
      const decided = shipmentOutcome(order, { courierId: courier.id, consignmentNumber });
      if ("error" in decided) fail(columns.order, decided.error);
      else outcome = decided.outcome;
    }
    if (rowErrors.length) outcome = null;
    rows.push({
      row,
      orderNumber: numberCell,
      courier: courier?.name ?? courierCell,
      consignmentNumber,
      order: order ? toFileOrder(order) : null,
      current:
        order?.courier && order.consignmentNumber
          ? { courier: order.courier.name, consignmentNumber: order.consignmentNumber }
          : null,
      outcome,
      errors: rowErrors,
    });
    if (outcome && order && courier) {
      counts[outcome] += 1;
      shipments.push({ row, orderId: order.id, courierId: courier.id, consignmentNumber });
    }
  }
  return { preview: { success: errors.length === 0, rows, errors, counts }, shipments };
}

/**
 * Ships the planned rows in one transaction, their orders locked first and each checked again as
 * it is now: a row whose order was cancelled, deleted or given away meanwhile refuses the whole
 * import, and nothing is written.
 */
export async function importShipments(shipments: PlannedShipment[], actor: Actor): Promise<ShipmentImport> {
  if (shipments.length === 0) throw refused(messages.noRows);
  const done = { shipped: 0, corrected: 0, unchanged: 0 };
  await db.$transaction(
    async (tx) => {
      const locked = await lockOrders(
        tx,
        shipments.map((shipment) => shipment.orderId),
      );
      for (const { row, orderId, courierId, consignmentNumber } of shipments) {
        const outcome = await allOrNothing(async () => {
          const order = locked.get(orderId);
          if (!order) throw notFound(messages.orderGone);
          const decided = shipmentOutcome(order, { courierId, consignmentNumber });
          if ("error" in decided) throw refused(decided.error);
          // Shipping an order that is not cancelled moves no stock: there is no catalogue change to pass on.
          if (decided.outcome !== "unchanged")
            await shipOrderIn(tx, orderId, order, { courierId, consignmentNumber }, actor);
          return decided.outcome;
        }, row);
        done[countOf[outcome]] += 1;
      }
    },
    { timeout: importTimeoutMs, maxWait: 10_000 },
  );
  await afterCommit({});
  return { success: true, ...done };
}
