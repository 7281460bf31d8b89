// GET /api/couriers – every courier, retired ones too, in the owner's order, with the parcels each has carried (admin);
// POST /api/couriers – { name, trackingUrl, active } adds one (its name unique whatever its case)
import { toLegacyCourier } from "@/lib/contract/couriers";
import { courierMessages, courierSchema } from "@/lib/domain/validation/parcels";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { createCourier, listCouriersForAdmin } from "@/lib/server/couriers";

export const GET = withAdmin(async () => ({ Couriers: (await listCouriersForAdmin()).map(toLegacyCourier) }));

export const POST = withAdmin(async ({ request }) => {
  const courier = await createCourier(parseForm(courierSchema, await readJsonObject(request)));
  return { success: courierMessages.added(courier.name), courier: toLegacyCourier(courier) };
});
