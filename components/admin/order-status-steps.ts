import type { Order, OrderStatus } from "@/lib/domain/orders";

// What saving the order's status form asks of the server: a status change (POST /api/order/update-order),
// the courier and consignment number (POST /api/order/ship), or both, in the order that mails the
// customer once and with the right details.

export interface ParcelFields {
  courierId: string;
  consignmentNumber: string;
}

export type StatusStep = { kind: "status"; status: OrderStatus } | ({ kind: "ship" } & ParcelFields);

type FormOrder = Pick<Order, "status" | "shipment">;

/** To ship, and to correct the courier or number of a parcel already handed over. */
export function asksForParcel(order: FormOrder, chosen: OrderStatus): boolean {
  return chosen === "Shipped" || (chosen === "Delivered" && order.shipment !== null);
}

export function statusSteps(order: FormOrder, chosen: OrderStatus, parcel: ParcelFields | null): StatusStep[] {
  const ship: StatusStep[] = parcel ? [{ kind: "ship", ...parcel }] : [];
  // Shipping moves the order itself (and a cancelled one is refused until it is re-opened).
  if (chosen === "Shipped" && order.status !== "Delivered") return ship;
  const changed =
    parcel !== null &&
    (parcel.courierId !== order.shipment?.courier.id || parcel.consignmentNumber !== order.shipment?.consignmentNumber);
  const correction = changed ? ship : [];
  const move: StatusStep[] = chosen !== order.status ? [{ kind: "status", status: chosen }] : [];
  // A delivered parcel's details are corrected before it moves (no mail goes out about a delivered
  // one); any other moves first, so a parcel on its way is not mailed about twice.
  const steps = order.status === "Delivered" ? [...correction, ...move] : [...move, ...correction];
  return steps.length > 0 ? steps : [{ kind: "status", status: chosen }];
}
