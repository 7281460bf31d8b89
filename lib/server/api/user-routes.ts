import "server-only";
import { notFound } from "@/lib/domain/errors";
import { resolveSubjectId } from "../auth/current-user";
import { toLegacyUser } from "@/lib/contract/users";
import { getUserById } from "../users";
import { readJsonObject } from "./body";
import { withUser } from "./handler";

/** POST /api/user/signle-user and its correctly spelt twin: the caller's (or, for an admin, any) user. */
export const singleUserHandler = withUser(async ({ request, user }) => {
  const body = await readJsonObject(request, { allowEmpty: true });
  const found = await getUserById(resolveSubjectId(user, body.uId));
  if (!found) throw notFound("User not found");
  return { User: toLegacyUser(found) };
});
