// POST /api/order/ship – { oId, courierId, consignmentNumber } hands an order to a courier (admin): Shipped, with the
// "on its way" mail naming the courier, the number and its tracking page; on an order already shipped or delivered it
// corrects the courier or number
import { parcelMessages, shipOrderSchema } from "@/lib/domain/validation/parcels";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { actorOf } from "@/lib/server/orders/history";
import { shipOrder } from "@/lib/server/orders/parcels";

export const POST = withAdmin(async ({ request, user }) => {
  const { oId, courierId, consignmentNumber } = parseForm(shipOrderSchema, await readJsonObject(request));
  await shipOrder(oId, { courierId, consignmentNumber }, actorOf(user));
  return { success: parcelMessages.shipped };
});
