import "../support/mail-env";
import { paymentRefusals } from "@/lib/domain/cash";
import { randomBytes } from "node:crypto";
import { POST as importPayment } from "@/app/api/courier-files/payments/import/route";
import { POST as previewPayment } from "@/app/api/courier-files/payments/preview/route";
import { POST as importShipments } from "@/app/api/courier-files/shipments/import/route";
import { POST as previewShipments } from "@/app/api/courier-files/shipments/preview/route";
import { GET as template } from "@/app/api/courier-files/templates/[file]/route";
import {
  courierFileMessages as messages,
  maxCourierFileRows,
  type PaymentPreview,
  type ShipmentPreview,
} from "@/lib/domain/courier-files";
import { csvMessages, toCsv, tooManyRows } from "@/lib/domain/csv";
import { formatOrderNumber } from "@/lib/domain/orders";
import { formatRupees } from "@/lib/domain/pricing";
import { parcelMessages } from "@/lib/domain/validation/parcels";
import { importPayment as importPlannedPayment, planPayment } from "@/lib/server/courier-files/payments";
import { importShipments as importPlanned, planShipments } from "@/lib/server/courier-files/shipments";
import { db } from "@/lib/server/db";
import { systemActor } from "@/lib/server/orders/history";
import { deleteOrder, updateOrderStatus } from "@/lib/server/orders/lifecycle";
import { recordPayment, recordReturn, shipOrder } from "@/lib/server/orders/parcels";
import { smtpSender } from "@/lib/server/outbox/mailer";
import { deliverDue } from "@/lib/server/outbox/outbox";
import { callRoute, expectRefusal } from "../support/api";
import { bearerFor, createOrderRow, createProduct, createUser } from "../support/fixtures";
import { startSmtp } from "../support/smtp";
import { formData } from "../support/uploads";

jest.setTimeout(60_000);

type Route = typeof previewShipments;
type Status = "NotProcessed" | "Processing" | "Shipped" | "Delivered" | "Cancelled";

let admin: Record<string, string>;
let productId: string;
beforeAll(async () => {
  admin = await bearerFor((await createUser({ role: 1, name: "Courier Desk" })).id);
  productId = (await createProduct()).id;
});

/** An order of Rs. 1,649, with an e-mail address so its shopper is mailed. */
async function newOrder(status: Status = "Processing") {
  const order = await createOrderRow(productId, { status });
  return db.order.update({
    where: { id: order.id },
    data: { email: `buyer.${order.number}@example.pk` },
    select: { id: true, number: true, total: true, email: true },
  });
}

const courierForm = (text: string, fields: Record<string, string> = {}, name = "bookings.csv") =>
  formData(fields, { courierFile: [new File([text], name, { type: "text/csv" })] });

const post = (route: Route, text: string, fields: Record<string, string> = {}, headers = admin) =>
  callRoute(route, { rawBody: courierForm(text, fields), method: "POST", headers });

const parcelOf = (id: string) =>
  db.order.findUniqueOrThrow({
    where: { id },
    select: {
      status: true,
      courierId: true,
      consignmentNumber: true,
      paidAt: true,
      paidAmount: true,
      courierFee: true,
    },
  });

/** What a refused import must leave as it was. */
const snapshot = () =>
  Promise.all([
    db.order.findMany({
      orderBy: { id: "asc" },
      select: { id: true, status: true, courierId: true, consignmentNumber: true, paidAt: true },
    }),
    db.orderEvent.count(),
    db.outboxMessage.count(),
    db.courierPayment.count(),
  ]);

describe("who may use the courier files", () => {
  it.each<[string, (headers?: Record<string, string>) => ReturnType<typeof callRoute>]>([
    ["shipments/preview", (headers) => post(previewShipments, "x", {}, headers)],
    ["shipments/import", (headers) => post(importShipments, "x", {}, headers)],
    ["payments/preview", (headers) => post(previewPayment, "x", {}, headers)],
    ["payments/import", (headers) => post(importPayment, "x", {}, headers)],
    ["templates", (headers) => callRoute(template, { headers, params: { file: "shipments" } })],
  ])("%s: 401 signed out, 403 for a customer", async (_name, call) => {
    expectRefusal(await call({}), 401, "Please log in to continue.");
    expectRefusal(await call(await bearerFor((await createUser()).id)), 403, "Admins only.");
  });
});

describe("the templates", () => {
  it("download each file's headers and two examples, which the previews read", async () => {
    const shipments = await callRoute(template, { headers: admin, params: { file: "shipments" } });
    expect(shipments.headers.get("content-disposition")).toBe('attachment; filename="shipments_template.csv"');
    expect(shipments.text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      '"Order Number","Courier","Consignment Number"',
    );
    // The examples name orders this database may not have, never a column it misses.
    const read = (await post(previewShipments, shipments.text)).json as unknown as ShipmentPreview;
    expect(read.rows.map((row) => [row.courier, row.consignmentNumber])).toEqual([
      ["TCS", "77012345678"],
      ["Leopards", "LE7501234"],
    ]);

    const payments = await callRoute(template, { headers: admin, params: { file: "payments" } });
    expect(payments.headers.get("content-disposition")).toBe('attachment; filename="payments_template.csv"');
    const paid = (await post(previewPayment, payments.text, { courierId: "courier-tcs" }))
      .json as unknown as PaymentPreview;
    expect(paid.rows.map((row) => [row.amount, row.fee])).toEqual([
      [2409, 150],
      [1649, 150],
    ]);

    const unknown = await callRoute(template, { headers: admin, params: { file: "orders" } });
    expectRefusal(unknown, 404, "No such template.");
  });
});

describe("a shipments file", () => {
  it("previews each row with its order, imports them through shipOrderIn, and mails the shoppers", async () => {
    const first = await newOrder("Processing");
    const second = await newOrder("NotProcessed");
    const file = [
      "Sr.,ORDER NO.,courier,Tracking No",
      `1,${formatOrderNumber(first.number)},tcs,770 1234 5678`,
      `2,${second.number},Leopards,le-7501234`,
      "",
    ].join("\r\n");

    const preview = (await post(previewShipments, file)).json as unknown as ShipmentPreview;
    expect(preview).toMatchObject({ success: true, errors: [], counts: { ship: 2, correct: 0, unchanged: 0 } });
    expect(preview.rows).toEqual([
      {
        row: 2,
        orderNumber: formatOrderNumber(first.number),
        courier: "TCS",
        consignmentNumber: "77012345678",
        order: {
          id: first.id,
          number: first.number,
          customer: "Kamran Akmal",
          city: "Rawalpindi",
          total: 1649,
          status: "Processing",
        },
        current: null,
        outcome: "ship",
        errors: [],
      },
      expect.objectContaining({ row: 3, courier: "Leopards", consignmentNumber: "LE-7501234", outcome: "ship" }),
    ]);
    // A preview writes nothing.
    expect((await parcelOf(first.id)).status).toBe("Processing");

    const imported = await post(importShipments, file);
    expect(imported.json).toEqual({ success: true, shipped: 2, corrected: 0, unchanged: 0 });
    expect(await parcelOf(first.id)).toMatchObject({
      status: "Shipped",
      courierId: "courier-tcs",
      consignmentNumber: "77012345678",
    });
    expect(await parcelOf(second.id)).toMatchObject({
      status: "Shipped",
      courierId: "courier-leopards",
      consignmentNumber: "LE-7501234",
    });
    const notes = await db.orderEvent.findMany({
      where: { orderId: first.id, kind: "Status", status: "Shipped" },
      select: { note: true, actorName: true },
    });
    expect(notes).toEqual([{ note: "With TCS, consignment number 77012345678.", actorName: "Courier Desk" }]);

    // The "on its way" mails went through the outbox, and reach the mail server.
    const smtp = await startSmtp();
    try {
      const sender = smtpSender(smtp.url, "Margalla Dry Fruits <support@margalla.test>");
      await db.outboxMessage.updateMany({
        where: { orderId: { notIn: [first.id, second.id] }, sentAt: null },
        data: { sentAt: new Date(), nextAttemptAt: null },
      });
      await deliverDue({ send: sender.send, retryBaseMs: 0 });
      const received = smtp.received.map((mail) => [mail.to && "text" in mail.to ? mail.to.text : "", mail.subject]);
      expect(received.sort()).toEqual(
        [
          [first.email, `Your order ${formatOrderNumber(first.number)} is on its way`],
          [second.email, `Your order ${formatOrderNumber(second.number)} is on its way`],
        ].sort(),
      );
    } finally {
      await smtp.stop();
    }

    // The same file again changes nothing: no history, no mail.
    const before = await snapshot();
    const again = await post(importShipments, file);
    expect(again.json).toEqual({ success: true, shipped: 0, corrected: 0, unchanged: 2 });
    expect(await snapshot()).toEqual(before);

    // A corrected number is a correction, not a second shipment.
    const corrected = `Order Number,Courier,CN\n${first.number},TCS,77012345679\n${second.number},Leopards,LE-7501234\n`;
    const changed = (await post(previewShipments, corrected)).json as unknown as ShipmentPreview;
    expect(changed.rows.map((row) => [row.outcome, row.current])).toEqual([
      ["correct", { courier: "TCS", consignmentNumber: "77012345678" }],
      ["unchanged", { courier: "Leopards", consignmentNumber: "LE-7501234" }],
    ]);
    expect((await post(importShipments, corrected)).json).toEqual({
      success: true,
      shipped: 0,
      corrected: 1,
      unchanged: 1,
    });
    expect(await parcelOf(first.id)).toMatchObject({ status: "Shipped", consignmentNumber: "77012345679" });
  });

  it("takes the form's courier for a file without a courier column, or rows that leave it empty", async () => {
    const [first, second] = [await newOrder(), await newOrder()];
    const file = `Reference,CN #\nMDF-${first.number},PX-1${first.number}\n`;
    const missing = (await post(previewShipments, file)).json as unknown as ShipmentPreview;
    expect(missing).toEqual({
      success: false,
      rows: [],
      errors: [
        messages.missingColumns([`"Courier" (or Courier Name, Courier Company, Carrier), ${messages.noCourierColumn}`]),
      ],
      counts: { ship: 0, correct: 0, unchanged: 0 },
    });
    expect((await post(importShipments, file, { courierId: "courier-postex" })).json).toMatchObject({ shipped: 1 });
    expect(await parcelOf(first.id)).toMatchObject({
      courierId: "courier-postex",
      consignmentNumber: `PX-1${first.number}`,
    });

    const mixed = `Order No,Courier,CN\n${second.number},,PX-2${second.number}\n`;
    const noCourier = (await post(previewShipments, mixed)).json as unknown as ShipmentPreview;
    expect(noCourier.errors).toEqual([`Row 2, column "Courier": ${messages.noCourier}`]);
    expect((await post(importShipments, mixed, { courierId: "courier-postex" })).json).toMatchObject({ shipped: 1 });

    // An unknown or retired courier chosen in the form is refused as the form's own field.
    expectRefusal(await post(previewShipments, file, { courierId: "courier-nope" }), 200, parcelMessages.courier);
  });

  it("lists each row's errors and imports nothing while any row has one", async () => {
    const retired = await db.courier.create({ data: { name: `Retired ${Date.now()}`, active: false } });
    const ok = await newOrder();
    const cancelled = await newOrder("Cancelled");
    const twice = await newOrder();
    const holder = await newOrder();
    await shipOrder(holder.id, { courierId: "courier-tcs", consignmentNumber: "TAKEN-1" }, systemActor);
    const [a, b, c] = [await newOrder(), await newOrder(), await newOrder()];
    const rows = [
      ["Order Number", "Courier", "Consignment Number"],
      [String(ok.number), "TCS", "OK-1"],
      ["abc", "TCS", "X-1"],
      ["MDF-999999999", "TCS", "X-2"],
      [String(a.number), "DHL", "X-3"],
      [String(b.number), retired.name, "X-4"],
      [String(cancelled.number), "TCS", "X-5"],
      [String(c.number), "TCS", "TAKEN-1"],
      [String(twice.number), "TCS", "X-6"],
      [String(twice.number), "TCS", "X-7"],
      [String(a.number), "Leopards", "OK-1"],
      [String(b.number), "Leopards", "LE-1"],
      [String(c.number), "leopards", "le-1"],
      [String(a.number), "TCS", "bad!"],
    ];
    const file = toCsv(rows);
    const before = await snapshot();
    const preview = (await post(previewShipments, file)).json as unknown as ShipmentPreview;
    const at = (row: number, column: string, message: string) => `Row ${row}, column "${column}": ${message}`;
    expect(preview.errors).toEqual([
      at(3, "Order Number", messages.notAnOrderNumber("abc")),
      at(4, "Order Number", messages.unknownOrder(999999999)),
      at(5, "Courier", messages.unknownCourier("DHL")),
      at(6, "Courier", messages.retiredCourier(retired.name)),
      at(7, "Order Number", messages.cancelled(cancelled.number)),
      at(8, "Consignment Number", messages.numberTaken("TCS", "TAKEN-1", holder.number)),
      at(10, "Order Number", messages.orderTwice(twice.number, 9)),
      at(11, "Order Number", messages.orderTwice(a.number, 5)),
      at(12, "Order Number", messages.orderTwice(b.number, 6)),
      at(13, "Order Number", messages.orderTwice(c.number, 8)),
      at(13, "Consignment Number", messages.numberTwice(12)),
      at(14, "Order Number", messages.orderTwice(a.number, 5)),
      at(14, "Consignment Number", parcelMessages.consignmentNumber),
    ]);
    expect(preview.success).toBe(false);
    expect(preview.rows).toHaveLength(13);
    expect(preview.rows[0]).toMatchObject({ outcome: "ship", errors: [] });
    // A row lists its own problems; the preview's errors name the row and column of each.
    expect(preview.rows[5]).toMatchObject({
      outcome: null,
      order: { status: "Cancelled" },
      errors: [messages.cancelled(cancelled.number)],
    });

    const imported = await post(importShipments, file);
    expect(imported.json).toMatchObject({ success: false, errors: preview.errors });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses, whole, a file whose order was cancelled after its preview", async () => {
    const [first, second, last] = [await newOrder(), await newOrder(), await newOrder()];
    const file = `Order Number,Courier,CN\n${first.number},TCS,RACE-1${first.number}\n${second.number},TCS,RACE-2${second.number}\n${last.number},TCS,RACE-3${last.number}\n`;
    expect(((await post(previewShipments, file)).json as unknown as ShipmentPreview).success).toBe(true);

    // Cancelled between the preview and the import: the import's own preview says so.
    await updateOrderStatus(second.id, "Cancelled", systemActor);
    const before = await snapshot();
    const refused = await post(importShipments, file);
    expect(refused.json).toMatchObject({
      success: false,
      errors: [`Row 3, column "Order Number": ${messages.cancelled(second.number)}`],
    });
    expect(await snapshot()).toEqual(before);

    // Cancelled after the import checked the file, while its transaction runs: the locked order
    // refuses the whole import, and the rows already shipped in it are rolled back.
    await updateOrderStatus(second.id, "Processing", systemActor);
    const plan = await planShipments(file);
    expect(plan.preview.success).toBe(true);
    await updateOrderStatus(last.id, "Cancelled", systemActor);
    const beforeRace = await snapshot();
    await expect(importPlanned(plan.shipments, systemActor)).rejects.toThrow(
      messages.nothingImported(`Row 4: ${messages.cancelled(last.number)}`),
    );
    expect(await snapshot()).toEqual(beforeRace);
    for (const order of [first, second]) expect((await parcelOf(order.id)).status).toBe("Processing");

    // Deleted meanwhile: the same.
    await updateOrderStatus(last.id, "Processing", systemActor);
    const again = await planShipments(file);
    await deleteOrder(second.id);
    const beforeDelete = await snapshot();
    await expect(importPlanned(again.shipments, systemActor)).rejects.toThrow(
      messages.nothingImported(`Row 3: ${messages.orderGone}`),
    );
    expect(await snapshot()).toEqual(beforeDelete);
  });

  it("refuses what is not a CSV, or not a booking export, whole and with nothing written", async () => {
    const before = await snapshot();
    const junk = new File([randomBytes(2 * 1024 * 1024)], "junk.csv", { type: "text/csv" });
    const binary = await callRoute(previewShipments, {
      rawBody: formData({}, { courierFile: [junk] }),
      method: "POST",
      headers: admin,
    });
    expectRefusal(binary, 200, csvMessages.notCsv);

    const noise = Array.from({ length: 64_000 }, () => randomBytes(24).toString("base64")).join("\n");
    expect(noise.length).toBeGreaterThan(2_000_000);
    const text = await post(importShipments, noise);
    expect(text.json).toMatchObject({ success: false, errors: [expect.stringMatching(/^Missing column\(s\)/)] });
    expect((await post(previewShipments, "Order Number,Courier,CN\n\n")).json).toMatchObject({
      success: false,
      errors: [messages.noRows],
    });
    const tooLarge = "Order Number,Courier,CN\n" + "1,TCS,1234\n".repeat(1_000_000);
    expectRefusal(await post(previewShipments, tooLarge), 200, csvMessages.tooLarge);
    expect(await snapshot()).toEqual(before);
  });
});

describe("a payments file", () => {
  /** An order shipped with `courierId` under `consignmentNumber`, then moved to `status`. */
  async function shipped(consignmentNumber: string, status: Status = "Shipped", courierId = "courier-tcs") {
    const order = await newOrder();
    await shipOrder(order.id, { courierId, consignmentNumber }, systemActor);
    if (status !== "Shipped") await updateOrderStatus(order.id, status, systemActor);
    return order;
  }

  it("previews each parcel's order, amount and fee, with the totals, writing nothing", async () => {
    const first = await shipped("PAY-1");
    // Written as the courier's file spaces it: the same number.
    const second = await shipped("PAY2", "Delivered");
    const file = `CN,COD Amount,Delivery Charges\nPAY-1,"Rs. 1,649",150\npay 2,"1,600",Rs 120/-\n`;
    const preview = (await post(previewPayment, file, { courierId: "courier-tcs" })).json as unknown as PaymentPreview;
    expect(preview).toMatchObject({
      success: true,
      courier: { id: "courier-tcs", name: "TCS" },
      reference: "bookings.csv",
      errors: [],
      warnings: [`Row 3: ${messages.amountDiffers(1600, 1649)}`],
      totals: { amount: 3249, fees: 270, net: 2979 },
    });
    expect(preview.rows).toEqual([
      {
        row: 2,
        consignmentNumber: "PAY-1",
        order: expect.objectContaining({ id: first.id, total: 1649, status: "Shipped" }),
        amount: 1649,
        fee: 150,
        errors: [],
        warning: null,
      },
      {
        row: 3,
        consignmentNumber: "PAY2",
        order: expect.objectContaining({ id: second.id, status: "Delivered" }),
        amount: 1600,
        fee: 120,
        errors: [],
        warning: messages.amountDiffers(1600, 1649),
      },
    ]);
    expect((await parcelOf(first.id)).paidAt).toBeNull();
  });

  it("records the payment under the given reference; a shipped order is marked Delivered", async () => {
    const first = await shipped("REF-1");
    const second = await shipped("REF-2", "Delivered");
    const file = `Tracking Number,Amount,Fee\nREF-1,1649,150\nREF-2,1649,\n`;
    const fields = { courierId: "courier-tcs", reference: "IBFT 20261127-001" };
    const imported = await post(importPayment, file, fields);
    expect(imported.json).toEqual({
      success: true,
      paymentId: expect.any(String),
      paid: 2,
      delivered: 1,
      totals: { amount: 3298, fees: 150, net: 3148 },
    });
    const payment = await db.courierPayment.findUniqueOrThrow({ where: { id: imported.json.paymentId as string } });
    expect(payment).toMatchObject({
      courierId: "courier-tcs",
      reference: "IBFT 20261127-001",
      amount: 3298,
      fees: 150,
      recordedBy: "Courier Desk",
    });
    expect(await parcelOf(first.id)).toMatchObject({ status: "Delivered", paidAmount: 1649, courierFee: 150 });
    expect(await parcelOf(second.id)).toMatchObject({ status: "Delivered", paidAmount: 1649, courierFee: 0 });
    const events = await db.orderEvent.findMany({
      where: { orderId: first.id, kind: "Payment" },
      select: { note: true },
    });
    expect(events).toEqual([
      { note: `${formatRupees(1649)} collected by TCS, fee ${formatRupees(150)} (IBFT 20261127-001).` },
    ]);

    // The same file again: every parcel is already paid, and nothing is recorded twice.
    const before = await snapshot();
    const again = await post(importPayment, file, fields);
    expect(again.json).toMatchObject({
      success: false,
      errors: [
        `Row 2, column "Tracking Number": ${messages.alreadyPaid(first.number)}`,
        `Row 3, column "Tracking Number": ${messages.alreadyPaid(second.number)}`,
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it("lists each row's errors and records nothing while any row has one", async () => {
    const ok = await shipped("ERR-OK");
    const elsewhere = await shipped("ERR-LEO", "Shipped", "courier-leopards");
    const back = await shipped("ERR-BACK", "Processing");
    const cancelled = await shipped("ERR-CANCEL", "Cancelled");
    const returned = await shipped("ERR-RET");
    await recordReturn(returned.id, "RefusedAtDoor", systemActor);
    const twice = await shipped("ERR-TWICE");
    const file = toCsv([
      ["Consignment No", "Collected", "Service Charges"],
      ["ERR-OK", "1649", "150"],
      ["ERR-LEO", "1649", "150"],
      ["ERR-BACK", "1649", "150"],
      ["ERR-CANCEL", "1649", "150"],
      ["ERR-RET", "1649", "150"],
      ["ERR-TWICE", "1649", "150"],
      ["err-twice", "1649", "150"],
      ["ERR-NONE", "1649", "150"],
      ["??", "1649", "150"],
      [`${ok.number}X`, "12.50", "abc"],
    ]);
    const before = await snapshot();
    const preview = (await post(previewPayment, file, { courierId: "courier-tcs" })).json as unknown as PaymentPreview;
    const at = (row: number, column: string, message: string) => `Row ${row}, column "${column}": ${message}`;
    expect(preview.errors).toEqual([
      at(3, "Consignment No", messages.unknownParcel("TCS", "ERR-LEO")),
      at(4, "Consignment No", messages.notShipped(back.number, "Processing")),
      at(5, "Consignment No", messages.paymentCancelled(cancelled.number)),
      at(6, "Consignment No", messages.returned(returned.number)),
      at(8, "Consignment No", messages.numberTwice(7)),
      at(9, "Consignment No", messages.unknownParcel("TCS", "ERR-NONE")),
      at(10, "Consignment No", parcelMessages.consignmentNumber),
      at(11, "Consignment No", messages.unknownParcel("TCS", `${ok.number}X`)),
      at(11, "Collected", messages.badAmount),
      at(11, "Service Charges", messages.badAmount),
    ]);
    expect(preview.rows[0]).toMatchObject({ errors: [], order: { id: ok.id } });
    expect(preview.rows[6]).toMatchObject({ order: { id: twice.id } });
    // File totals, of the amounts that can be read: what to compare with the courier's statement.
    expect(preview.totals).toEqual({ amount: 9 * 1649, fees: 9 * 150, net: 9 * 1499 });
    expect((await post(importPayment, file, { courierId: "courier-tcs" })).json).toMatchObject({
      success: false,
      errors: preview.errors,
    });
    expect(await snapshot()).toEqual(before);
    expect((await parcelOf(elsewhere.id)).paidAt).toBeNull();
  });

  it("needs a courier and the columns it reads", async () => {
    const file = "CN,Fee\nX-1,150\n";
    expectRefusal(await post(previewPayment, file), 200, parcelMessages.courier);
    expectRefusal(await post(previewPayment, file, { courierId: "courier-nope" }), 200, parcelMessages.courier);
    const long = { courierId: "courier-tcs", reference: "r".repeat(201) };
    expectRefusal(await post(previewPayment, file, long), 200, messages.referenceTooLong);
    expect((await post(previewPayment, file, { courierId: "courier-tcs" })).json).toMatchObject({
      success: false,
      rows: [],
      errors: [messages.missingColumns([`"COD Amount" (or COD Collected, Collected Amount, Amount Collected)`])],
    });
  });

  it("refuses, whole, a payment whose parcel came back after its preview", async () => {
    const [first, second] = [await shipped("RACE-P1"), await shipped("RACE-P2", "Delivered")];
    const file = "CN,Amount\nRACE-P1,1649\nRACE-P2,1649\n";
    const fields = { courierId: "courier-tcs" };
    expect(((await post(previewPayment, file, fields)).json as unknown as PaymentPreview).success).toBe(true);
    await recordReturn(first.id, "NotReachable", systemActor);
    const before = await snapshot();
    expect((await post(importPayment, file, fields)).json).toMatchObject({
      success: false,
      errors: [`Row 2, column "CN": ${messages.returned(first.number)}`],
    });
    expect(await snapshot()).toEqual(before);

    // Changed while the import's transaction runs: recordPayment refuses it on the locked order.
    const third = await shipped("RACE-P3");
    const racing = "CN,Amount\nRACE-P2,1649\nRACE-P3,1649\n";
    const plan = await planPayment(racing, { courierId: "courier-tcs", fileName: "race.csv" });
    expect(plan.preview.success).toBe(true);
    await updateOrderStatus(third.id, "Cancelled", systemActor);
    const beforeRace = await snapshot();
    await expect(importPlannedPayment(plan, systemActor)).rejects.toThrow(
      messages.nothingImported(paymentRefusals.cancelled(third.number)),
    );
    expect(await snapshot()).toEqual(beforeRace);
    expect((await parcelOf(second.id)).paidAt).toBeNull();

    // One order twice in one payment is paid once: its orders are locked together, and the second line refused.
    const twice = { orderId: second.id, amount: 1649, fee: 0 };
    await expect(
      recordPayment({ courierId: "courier-tcs", reference: null, lines: [twice, twice] }, systemActor),
    ).rejects.toThrow(`Order ${formatOrderNumber(second.number)} is already paid.`);
    expect(await snapshot()).toEqual(beforeRace);
  });
});

describe("large files", () => {
  it("refuses one row more than a courier file may have, whole, before reading any order", async () => {
    const rows = Array.from({ length: maxCourierFileRows + 1 }, (_, index) => `${index + 1},TCS,CN${index}`);
    const file = ["Order Number,Courier,CN", ...rows].join("\n");
    expect((await post(previewShipments, file)).json).toMatchObject({
      success: false,
      rows: [],
      errors: [tooManyRows(maxCourierFileRows)],
    });
    const payments = ["CN,Amount", ...rows.map((_, index) => `CN${index},1649`)].join("\n");
    expect((await post(previewPayment, payments, { courierId: "courier-tcs" })).json).toMatchObject({
      success: false,
      errors: [tooManyRows(maxCourierFileRows)],
    });
  });

  // Each row is written as from the order's own page (8 to 38 ms a row here): a few hundred rows show
  // one transaction carries them all without keeping the suite waiting a minute.
  it("previews and imports shipments, then their payment, each in one transaction", async () => {
    const count = 300;
    const batch = `BIG-${Date.now()}`;
    await db.order.createMany({
      data: Array.from({ length: count }, (_, index) => ({
        transactionId: `${batch}-${index}`,
        fullName: "Bulk Buyer",
        email: `bulk.${index}@example.pk`,
        phone: "0300-7654321",
        address: "House 4, Satellite Town",
        city: "Rawalpindi",
        subtotal: 1400,
        deliveryCharge: 249,
        total: 1649,
        status: "Processing" as const,
      })),
    });
    const orders = await db.order.findMany({
      where: { transactionId: { startsWith: `${batch}-` } },
      orderBy: { number: "asc" },
      select: { id: true, number: true },
    });
    const shipments = toCsv([
      ["Order Ref", "Courier", "CN"],
      ...orders.map((order) => [formatOrderNumber(order.number), "Trax", `TRX${order.number}`]),
    ]);
    const preview = await post(previewShipments, shipments);
    expect(preview.json).toMatchObject({ success: true, counts: { ship: count } });
    const imported = await post(importShipments, shipments);
    expect(imported.json).toEqual({ success: true, shipped: count, corrected: 0, unchanged: 0 });
    const ids = orders.map((order) => order.id);
    expect(await db.order.count({ where: { id: { in: ids }, status: "Shipped", courierId: "courier-trax" } })).toBe(
      count,
    );
    expect(
      await db.outboxMessage.count({ where: { orderId: { in: ids }, subject: { endsWith: "is on its way" } } }),
    ).toBe(count);

    const payment = toCsv([
      ["CN", "COD Amount", "Fee"],
      ...orders.map((order) => [`TRX${order.number}`, "1,649", "120"]),
    ]);
    const fields = { courierId: "courier-trax", reference: "TRAX-BIG" };
    const paid = await post(previewPayment, payment, fields);
    expect(paid.json).toMatchObject({ success: true, totals: { amount: count * 1649, fees: count * 120 } });
    const recorded = await post(importPayment, payment, fields);
    expect(recorded.json).toMatchObject({ success: true, paid: count, delivered: count });
    expect(await db.order.count({ where: { id: { in: ids }, status: "Delivered", paidAmount: 1649 } })).toBe(count);
  }, 120_000);
});
