// POST /api/user/change-password – old password checked; confirmPassword checked when sent
import { changePasswordSchema } from "@/lib/domain/validation/auth";
import { readJsonObject } from "@/lib/server/api/body";
import { withApi } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { resolveSubjectId } from "@/lib/server/auth/current-user";
import { changePassword } from "@/lib/server/users";

export const POST = withApi(
  async ({ request, user }) => {
    const body = await readJsonObject(request);
    const subjectId = resolveSubjectId(user, body.uId);
    // Old clients send only the new password; the confirmation then is the new password itself.
    const input = parseForm(changePasswordSchema, { ...body, confirmPassword: body.confirmPassword ?? body.newPassword });
    await changePassword(subjectId, input);
    return { success: "Password changed successfully" };
  },
  { access: "user" },
);
