// POST /api/order/create-order – places a cash-on-delivery order priced by the server (guest or signed in; idempotent
// on transactionId). The answer names the order (orderNumber) and its page (orderUrl, signed for a guest). What an
// online order may hold before its confirmation call is limited per phone and client network (lib/server/orders/holds.ts).
import { toLegacyOrder } from "@/lib/contract/orders";
import { forbidden } from "@/lib/domain/errors";
import { orderAnswers } from "@/lib/domain/orders";
import { orderPayloadSchema } from "@/lib/domain/validation/checkout";
import { recordPurchase } from "@/lib/server/analytics";
import { readJsonObject } from "@/lib/server/api/body";
import { withOptionalUser } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { clientAddress } from "@/lib/server/auth/client-address";
import { isAdmin } from "@/lib/server/auth/current-user";
import { createOrder } from "@/lib/server/orders/create";
import { orderPagePath } from "@/lib/server/orders/links";

export const POST = withOptionalUser(async ({ request, user }) => {
  const payload = parseForm(orderPayloadSchema, await readJsonObject(request));
  if (payload.userId && payload.userId !== user?.id && !isAdmin(user))
    throw forbidden("You can only place orders for yourself.");
  const address = clientAddress(request.headers);
  const { order, created } = await createOrder(payload, user, address);
  if (created)
    await recordPurchase(order, {
      ip: address,
      userAgent: request.headers.get("user-agent"),
      fbp: request.cookies.get("_fbp")?.value,
      fbc: request.cookies.get("_fbc")?.value,
      sourceUrl: URL.canParse(request.headers.get("referer") ?? "") ? request.headers.get("referer")! : undefined,
    });
  // The order in the same shape as every other order answer (order-by-user, get-all-orders).
  return {
    success: true,
    message: created ? orderAnswers.placed : orderAnswers.alreadyPlaced,
    order: { ...toLegacyOrder(order, isAdmin(user) ? "staff" : "shopper"), orderUrl: orderPagePath(order) },
  };
});
