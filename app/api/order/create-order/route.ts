// POST /api/order/create-order – places a cash-on-delivery order priced by the server (guest or signed in; idempotent on transactionId)
import { toLegacyOrder } from "@/lib/contract/orders";
import { orderPayloadSchema } from "@/lib/domain/validation/checkout";
import { forbidden } from "@/lib/server/api/errors";
import { readJsonObject } from "@/lib/server/api/body";
import { withApi } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { createOrder } from "@/lib/server/orders/create";

export const POST = withApi(
  async ({ request, user }) => {
    const payload = parseForm(orderPayloadSchema, await readJsonObject(request));
    if (payload.userId && payload.userId !== user?.id && user?.role !== 1)
      throw forbidden("You can only place orders for yourself.");
    const { order, created } = await createOrder(payload, user);
    // The order in the same shape as every other order answer (order-by-user, get-all-orders).
    return {
      success: true,
      message: created ? "Order placed successfully" : "This order was already placed",
      order: toLegacyOrder(order),
    };
  },
  { access: "optional" },
);
