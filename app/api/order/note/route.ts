// POST /api/order/note – { oId, note, internal } adds a note to an order's history (admin); internal notes are never
// shown to the shopper
import { orderNoteSchema } from "@/lib/domain/validation/admin-order";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { actorOf } from "@/lib/server/orders/history";
import { addOrderNote } from "@/lib/server/orders/lifecycle";

export const POST = withAdmin(async ({ request, user }) => {
  const { oId, note, internal } = parseForm(orderNoteSchema, await readJsonObject(request));
  await addOrderNote(oId, note, internal, actorOf(user));
  return { success: "Note added" };
});
