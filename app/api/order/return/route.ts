// POST /api/order/return – { oId, reason } records a shipped parcel that came back (admin): the order is cancelled,
// its stock returned once, and the customer sent nothing
import { returnReasonLabel } from "@/lib/domain/parcels";
import { recordReturnSchema } from "@/lib/domain/validation/parcels";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { actorOf } from "@/lib/server/orders/history";
import { recordReturn } from "@/lib/server/orders/parcels";

export const POST = withAdmin(async ({ request, user }) => {
  const { oId, reason } = parseBody(recordReturnSchema, await readJsonObject(request));
  await recordReturn(oId, reason, actorOf(user));
  return { success: `Return recorded: ${returnReasonLabel[reason]}. The stock is back on the shelf.` };
});
