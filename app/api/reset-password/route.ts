// POST /api/reset-password – { token, password, cPassword } sets the new password of the link's account, ends every
// other session of it and signs this browser in; links that do not work are throttled per client network
import { NextResponse } from "next/server";
import { passwordResetTexts } from "@/lib/domain/password-reset";
import { resetPasswordSchema } from "@/lib/domain/validation/password-reset";
import { readJsonObject } from "@/lib/server/api/body";
import { withApi } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { clientAddress } from "@/lib/server/auth/client-address";
import { startSessionCookie } from "@/lib/server/auth/session-cookie";
import { resetPassword } from "@/lib/server/password-reset";

export const POST = withApi(
  async ({ request }) => {
    const input = parseBody(resetPasswordSchema, await readJsonObject(request));
    const user = await resetPassword(input, clientAddress(request.headers));
    const response = NextResponse.json({ success: passwordResetTexts.passwordChanged });
    await startSessionCookie(user, response);
    return response;
  },
  { secret: true, ownPagesOnly: true },
);
