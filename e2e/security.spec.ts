import { expect, test } from "./support/test";
import { customer, loginThroughDialog } from "./support/auth";

test("pages carry the security headers", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
});

test("the session cookie is httpOnly and SameSite=Lax, and cross-site posts with it are refused", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await loginThroughDialog(page, customer.email, customer.password);
  const session = (await context.cookies()).find((cookie) => cookie.name.endsWith("next-auth.session-token"));
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  const crossSite = await page.request.post("/api/user/edit-user", {
    data: { name: "Changed by another site" },
    headers: { origin: "https://evil.example" },
  });
  expect(crossSite.status()).toBe(403);
  const sameSite = await page.request.post("/api/user/signle-user", { data: {} });
  expect(sameSite.status()).toBe(200);
});
