import { expect, test, type APIRequestContext } from "@playwright/test";
import { startServer } from "../scripts/lib/process";

// Tests that need another instance of the production server, on the same build and database.
test.describe.configure({ timeout: 90_000 });

async function withInstance(baseURL: string, offset: number, env: Record<string, string>, run: (url: string) => Promise<void>) {
  const port = String(Number(new URL(baseURL).port) + offset);
  const instance = await startServer({ env: { ...process.env, ...env }, port, host: "127.0.0.1", quiet: true });
  try {
    await run(`http://127.0.0.1:${port}`);
  } finally {
    instance.stop();
  }
}

async function signUp(request: APIRequestContext, email: string, password: string) {
  const response = await request.post("/api/signup", { data: { name: "Instance Test", email, password, cPassword: password } });
  expect(response.ok()).toBe(true);
}

// Failed sign-ins are counted in PostgreSQL, so failures sent alternately to two instances still
// lock the e-mail on both.
test("login throttling holds across two app instances on one database", async ({ request, baseURL }) => {
  const email = `throttle.${Date.now()}@example.pk`;
  await signUp(request, email, "right-password");
  await withInstance(baseURL!, 1, {}, async (second) => {
    const instances = [baseURL!, second];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await request.post(`${instances[attempt % 2]}/api/signin`, { data: { email, password: "wrong-password" } });
      expect(await response.json()).toEqual({ error: "Invalid email or password" });
    }
    for (const instance of instances) {
      const refused = await request.post(`${instance}/api/signin`, { data: { email, password: "right-password" } });
      expect(refused.status()).toBe(429);
      expect((await refused.json()).error).toBe("Too many failed login attempts. Please wait 15 minutes and try again.");
    }
  });
});

// Behind an HTTPS proxy (NEXTAUTH_URL https://...) the session cookie is also Secure.
test("behind HTTPS the session cookie is Secure, httpOnly and SameSite=Lax", async ({ request, baseURL }) => {
  const email = `secure.${Date.now()}@example.pk`;
  await signUp(request, email, "right-password");
  await withInstance(baseURL!, 2, { NEXTAUTH_URL: "https://shop.example.pk" }, async (secure) => {
    const csrf = await request.get(`${secure}/api/auth/csrf`);
    const csrfCookie = csrf.headersArray().find((header) => header.name.toLowerCase() === "set-cookie" && header.value.includes("csrf-token"))!.value;
    expect(csrfCookie).toMatch(/^__Host-next-auth\.csrf-token=.*; Secure/);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const signIn = await request.post(`${secure}/api/auth/callback/credentials`, {
      form: { csrfToken, email, password: "right-password", json: "true" },
      headers: { cookie: csrfCookie.split(";")[0]!, origin: "https://shop.example.pk" },
      maxRedirects: 0,
    });
    const session = signIn.headersArray().find((header) => header.name.toLowerCase() === "set-cookie" && header.value.includes("session-token"))?.value;
    expect(session).toMatch(/^__Secure-next-auth\.session-token=/);
    expect(session).toContain("HttpOnly");
    expect(session).toContain("Secure");
    expect(session).toContain("SameSite=Lax");
  });
});
