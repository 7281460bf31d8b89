// POST /api/order/confirmation – { oId, outcome } records a confirmation call's outcome (admin); Confirmed moves the
// order on to Processing, CancelledByCustomer cancels it
import { confirmationLabel } from "@/lib/domain/orders";
import { callOutcomeSchema } from "@/lib/domain/validation/admin-order";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { actorOf } from "@/lib/server/orders/history";
import { recordCallOutcome } from "@/lib/server/orders/lifecycle";

export const POST = withAdmin(async ({ request, user }) => {
  const { oId, outcome } = parseBody(callOutcomeSchema, await readJsonObject(request));
  await recordCallOutcome(oId, outcome, actorOf(user));
  return { success: `Call recorded: ${confirmationLabel[outcome]}` };
});
