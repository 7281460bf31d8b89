// Couriers in the REST answers, with `_id` as every other row of the contract (and the shipment's courier) has it.
import type { CourierListing } from "@/lib/domain/parcels";

export function toLegacyCourier(courier: CourierListing) {
  return {
    _id: courier.id,
    name: courier.name,
    trackingUrl: courier.trackingUrl,
    active: courier.active,
    parcels: courier.parcels,
  };
}

export type LegacyCourier = ReturnType<typeof toLegacyCourier>;

export function fromLegacyCourier({ _id, ...courier }: LegacyCourier): CourierListing {
  return { id: _id, ...courier };
}
