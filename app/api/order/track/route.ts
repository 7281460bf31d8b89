// POST /api/order/track – { orderNumber, phone } → { orderUrl }, the order's signed page; throttled per client and per order number
import { refused } from "@/lib/domain/errors";
import { trackOrderMessages, trackOrderSchema } from "@/lib/domain/validation/track-order";
import { readJsonObject } from "@/lib/server/api/body";
import { withApi } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { clientAddress } from "@/lib/server/auth/client-address";
import { trackOrder } from "@/lib/server/orders/shopper";

export const POST = withApi(
  async ({ request }) => {
    const { orderNumber, phone } = parseForm(trackOrderSchema, await readJsonObject(request));
    const orderUrl = await trackOrder(orderNumber, phone, clientAddress(request.headers));
    if (!orderUrl) throw refused(trackOrderMessages.notFound);
    return { orderUrl };
  },
  // The signed link opens the order without a session.
  { secret: true },
);
