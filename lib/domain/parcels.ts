// A parcel's life after "Shipped" (DESIGN.md, "after Shipped"): the courier and consignment number it
// travels under, a return and its reason, and the courier's payment of its cash. Recorded beside the
// five statuses, never as new ones.

export const consignmentPlaceholder = "{cn}";

/** The courier's tracking page of one parcel: its template with the consignment number in place of "{cn}". */
export function trackingLink(template: string | null, consignmentNumber: string | null): string | null {
  if (!template || !consignmentNumber) return null;
  return template.replaceAll(consignmentPlaceholder, encodeURIComponent(consignmentNumber));
}

export const returnReasons = ["RefusedAtDoor", "NotReachable", "WrongAddress", "Damaged", "Other"] as const;
export type ReturnReason = (typeof returnReasons)[number];

export const returnReasonLabel: Record<ReturnReason, string> = {
  RefusedAtDoor: "Refused at the door",
  NotReachable: "Customer not reachable",
  WrongAddress: "Wrong address",
  Damaged: "Damaged in transit",
  Other: "Other",
};

export interface Courier {
  id: string;
  name: string;
  /** With "{cn}" where the consignment number goes; null when the courier has no tracking page. */
  trackingUrl: string | null;
  active: boolean;
}

/** A courier in the admin's list: how many parcels it has carried decides whether it may be deleted. */
export interface CourierListing extends Courier {
  parcels: number;
}

/** Where a shipped order's parcel is: who carries it and under which number. */
export interface Shipment {
  courier: { id: string; name: string };
  consignmentNumber: string;
  /** The courier's page for this parcel; null when the courier has none. */
  trackingUrl: string | null;
  shippedAt: string;
}

/** Dates are ISO strings. */
export interface ParcelReturn {
  at: string;
  reason: ReturnReason;
}

/** The courier's payment of a delivered order's cash, in whole rupees. */
export interface OrderPayment {
  at: string;
  /** What the courier says it collected. */
  amount: number;
  fee: number;
}
