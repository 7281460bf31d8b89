// POST /api/forgot-password – { email, locale? } mails the account of that address a link to choose a new password; the same
// answer whether or not there is one; throttled per client network and per address
import { passwordResetTexts } from "@/lib/domain/password-reset";
import { forgotPasswordSchema } from "@/lib/domain/validation/password-reset";
import { readJsonObject } from "@/lib/server/api/body";
import { withApi } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { clientAddress } from "@/lib/server/auth/client-address";
import { askForPasswordReset } from "@/lib/server/password-reset";

export const POST = withApi(async ({ request }) => {
  const { email, locale } = parseBody(forgotPasswordSchema, await readJsonObject(request));
  await askForPasswordReset(email, clientAddress(request.headers), locale ?? undefined);
  return { success: passwordResetTexts.linkSent };
});
