// PUT /api/couriers/{id} – { name?, trackingUrl?, active? } changes a courier ({ active: false } retires it, true
// brings it back) (admin); DELETE /api/couriers/{id} – deletes one that never carried a parcel
import { toLegacyCourier } from "@/lib/contract/couriers";
import { courierChangeSchema, courierMessages } from "@/lib/domain/validation/parcels";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { deleteCourier, updateCourier } from "@/lib/server/couriers";

export const PUT = withAdmin<{ id: string }>(async ({ request, params }) => {
  const change = parseForm(courierChangeSchema, await readJsonObject(request));
  const courier = await updateCourier(params.id, change);
  const onlyActive = change.name === undefined && change.trackingUrl === undefined;
  const message = !onlyActive
    ? courierMessages.updated
    : courier.active
      ? courierMessages.reactivated
      : courierMessages.retired;
  return { success: message(courier.name), courier: toLegacyCourier(courier) };
});

export const DELETE = withAdmin<{ id: string }>(async ({ params }) => {
  const { name } = await deleteCourier(params.id);
  return { success: courierMessages.deleted(name) };
});
