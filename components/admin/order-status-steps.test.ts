import type { Order } from "@/lib/domain/orders";
import { asksForParcel, statusSteps } from "./order-status-steps";

const tcs = { courierId: "courier-tcs", consignmentNumber: "77012345678" };
const shipment: Order["shipment"] = {
  courier: { id: "courier-tcs", name: "TCS" },
  consignmentNumber: "77012345678",
  trackingUrl: null,
  shippedAt: "2026-11-20T10:00:00.000Z",
};
const packed = { status: "Processing", shipment: null } as const;
const onItsWay = { status: "Shipped", shipment } as const;
const delivered = { status: "Delivered", shipment } as const;

describe("the order status form", () => {
  it("asks for the courier and number to ship, and to correct a parcel already handed over", () => {
    expect(asksForParcel(packed, "Shipped")).toBe(true);
    expect(asksForParcel(onItsWay, "Delivered")).toBe(true);
    expect(asksForParcel(packed, "Delivered")).toBe(false);
    expect(asksForParcel(onItsWay, "Cancelled")).toBe(false);
  });

  it("ships through the ship call, which moves the order itself", () => {
    expect(statusSteps(packed, "Shipped", tcs)).toEqual([{ kind: "ship", ...tcs }]);
    expect(statusSteps(onItsWay, "Shipped", { ...tcs, consignmentNumber: "770" })).toEqual([
      { kind: "ship", courierId: "courier-tcs", consignmentNumber: "770" },
    ]);
  });

  it("moves other statuses through the status call, as before", () => {
    expect(statusSteps(packed, "Cancelled", null)).toEqual([{ kind: "status", status: "Cancelled" }]);
    expect(statusSteps(onItsWay, "Delivered", tcs)).toEqual([{ kind: "status", status: "Delivered" }]);
    // Saving what is already there still answers (the server changes nothing).
    expect(statusSteps(delivered, "Delivered", tcs)).toEqual([{ kind: "status", status: "Delivered" }]);
  });

  it("corrects a parcel on its way after it is delivered, and a delivered one before it moves back", () => {
    const leopards = { courierId: "courier-leopards", consignmentNumber: "LE-1" };
    expect(statusSteps(onItsWay, "Delivered", leopards)).toEqual([
      { kind: "status", status: "Delivered" },
      { kind: "ship", ...leopards },
    ]);
    expect(statusSteps(delivered, "Shipped", leopards)).toEqual([
      { kind: "ship", ...leopards },
      { kind: "status", status: "Shipped" },
    ]);
    expect(statusSteps(delivered, "Delivered", leopards)).toEqual([{ kind: "ship", ...leopards }]);
  });
});
