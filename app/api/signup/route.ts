// POST /api/signup – a new customer account; refusals come keyed by field ({ error: { email } }); throttled per
// client network
import { refusedFields } from "@/lib/domain/errors";
import { signupSchema } from "@/lib/domain/validation/auth";
import { readJsonObject } from "@/lib/server/api/body";
import { withApi } from "@/lib/server/api/handler";
import { clientAddress } from "@/lib/server/auth/client-address";
import { registerUser } from "@/lib/server/users";

export const POST = withApi(async ({ request }) => {
  const parsed = signupSchema.safeParse(await readJsonObject(request));
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
    throw refusedFields(fields);
  }
  await registerUser(parsed.data, clientAddress(request.headers));
  return { success: "Account created successfully" };
});
