// POST /api/user/edit-user – change the caller's name and phone number (e-mail cannot change)
import { profileSchema } from "@/lib/domain/validation/auth";
import { readJsonObject } from "@/lib/server/api/body";
import { withUser } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { resolveSubjectId } from "@/lib/server/auth/current-user";
import { toLegacyUser } from "@/lib/contract/users";
import { updateProfile } from "@/lib/server/users";

export const POST = withUser(async ({ request, user }) => {
  const body = await readJsonObject(request);
  const subjectId = resolveSubjectId(user, body.uId);
  const updated = await updateProfile(subjectId, parseForm(profileSchema, body));
  return {
    success: "Information updated successfully",
    message: "Information updated successfully",
    User: toLegacyUser(updated),
  };
});
