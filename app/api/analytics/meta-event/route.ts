// POST /api/analytics/meta-event – stores a conversion event; forwarded to Meta with the server's own credentials.
// Purchase is the server's own event, made from the order it priced when the order is placed: one
// sent by a browser (with a value the browser chose) is answered and dropped.
import { metaEventSchema } from "@/lib/domain/validation/analytics";
import { readJsonObject } from "@/lib/server/api/body";
import { withApi } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { recordMetaEvent } from "@/lib/server/analytics";
import { clientAddress } from "@/lib/server/auth/client-address";

export const POST = withApi(async ({ request }) => {
  const event = parseBody(metaEventSchema, await readJsonObject(request));
  if (event.event_name === "Purchase") return { success: true, forwarded: false };
  const { forwarded } = await recordMetaEvent(event, {
    ip: clientAddress(request.headers),
    userAgent: request.headers.get("user-agent"),
  });
  return { success: true, forwarded };
});
