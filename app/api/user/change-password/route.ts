// POST /api/user/change-password – old password checked (throttled); confirmPassword checked when sent. Ends every
// other session: this browser gets a renewed cookie, a bearer client a new `token`
import { NextResponse } from "next/server";
import { changePasswordSchema } from "@/lib/domain/validation/auth";
import { readJsonObject } from "@/lib/server/api/body";
import { withUser } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { createApiToken } from "@/lib/server/auth/api-token";
import { clientAddress } from "@/lib/server/auth/client-address";
import { resolveSubjectId } from "@/lib/server/auth/current-user";
import { renewSessionCookie } from "@/lib/server/auth/session-cookie";
import { changePassword } from "@/lib/server/users";

export const POST = withUser(async ({ request, user, source }) => {
  const body = await readJsonObject(request);
  const subjectId = resolveSubjectId(user, body.uId);
  // Old clients send only the new password; the confirmation then is the new password itself.
  const input = parseForm(changePasswordSchema, {
    ...body,
    confirmPassword: body.confirmPassword ?? body.newPassword,
  });
  const sessionVersion = await changePassword(subjectId, input, clientAddress(request.headers));
  const success = { success: "Password changed successfully" };
  // An admin changing someone else's password keeps their own session as it is.
  if (subjectId !== user.id) return success;
  if (source === "token") return { ...success, token: await createApiToken(user.id, { sessionVersion }) };
  const response = NextResponse.json(success);
  await renewSessionCookie(request.headers.get("cookie"), sessionVersion, response);
  return response;
});
