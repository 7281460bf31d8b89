// POST /api/signin – e-mail and password for a bearer token and the user (throttled)
import { loginSchema } from "@/lib/domain/validation/auth";
import { readJsonObject } from "@/lib/server/api/body";
import { withApi } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { createApiToken } from "@/lib/server/auth/api-token";
import { clientAddress } from "@/lib/server/auth/client-address";
import { toLegacyUser } from "@/lib/contract/users";
import { authenticate } from "@/lib/server/users";

export const POST = withApi(
  async ({ request }) => {
    const input = parseForm(loginSchema, await readJsonObject(request));
    const user = await authenticate(input.email, input.password, clientAddress(request.headers));
    return { token: await createApiToken(user.id, { sessionVersion: user.sessionVersion }), user: toLegacyUser(user) };
  },
  { secret: true },
);
