// The order page's English is lib/domain/order-text.ts's, which the e-mails and the admin keep
// using: the "order" part must say the same words, so the English page reads as it always did.
import { createTranslator } from "next-intl";
import {
  confirmationPromise,
  deliveryPromise,
  eventActor,
  eventTitle,
  shipmentDescription,
  trackingLinkText,
} from "@/lib/domain/order-text";
import { orderConfirmations, orderStatusLabel, orderStatuses, type OrderEvent } from "@/lib/domain/orders";
import { shop } from "@/lib/domain/shop";
import { messagesOf } from "./messages";
import { historyActorKey, historyTitleKey } from "./order-history";

const t = createTranslator({ locale: "en", messages: messagesOf("en"), namespace: "order" });

const event = (change: Partial<OrderEvent>): OrderEvent => ({
  id: "1",
  kind: "Placed",
  status: null,
  confirmation: null,
  note: null,
  internal: false,
  actor: "System",
  actorName: null,
  createdAt: "2026-11-22T09:03:00.000Z",
  ...change,
});

describe("the order page's English", () => {
  it("promises the call and the delivery as the domain does", () => {
    expect(t("callToConfirm", { phone: "0300 1234567" })).toBe(`${confirmationPromise("0300 1234567")}.`);
    expect(t("deliveryPromise", shop.deliveryDays)).toBe(deliveryPromise);
  });

  it("names the parcel and its tracking link as the domain does", () => {
    const shipment = { courier: { name: "TCS" }, consignmentNumber: "77012345678" };
    expect(t("shipment", { courier: "TCS", consignment: "77012345678" })).toBe(shipmentDescription(shipment));
    expect(t("trackParcel", { courier: "TCS" })).toBe(trackingLinkText("TCS"));
  });

  it("labels the status badge as the admin does", () => {
    for (const status of orderStatuses) expect(t(`statusBadge.${status}`)).toBe(orderStatusLabel[status]);
  });

  it("tells the shopper the order's history as the domain does", () => {
    const events = [
      event({ kind: "Placed" }),
      event({ kind: "Note" }),
      event({ kind: "Payment" }),
      ...orderStatuses.map((status) => event({ kind: "Status", status })),
      ...orderConfirmations.map((confirmation) => event({ kind: "Confirmation", confirmation })),
    ];
    for (const e of events) expect(t(`history.${historyTitleKey(e)}`)).toBe(eventTitle(e, "shopper"));
    for (const actor of ["System", "Customer"] as const) {
      const key = historyActorKey(event({ actor }));
      expect(key && t(`history.${key}`)).toBe(eventActor(event({ actor }), "shopper"));
    }
  });
});
