import { POST as signin } from "@/app/api/signin/route";
import { POST as signup } from "@/app/api/signup/route";
import { POST as changePassword } from "@/app/api/user/change-password/route";
import { POST as editUser } from "@/app/api/user/edit-user/route";
import { POST as signleUser } from "@/app/api/user/signle-user/route";
import { POST as singleUser } from "@/app/api/user/single-user/route";
import { POST as ordersByUser } from "@/app/api/order/order-by-user/route";
import { createApiToken } from "@/lib/server/auth/api-token";
import { db } from "@/lib/server/db";
import { verifyPassword } from "@/lib/server/password";
import { callRoute, expectRefusal } from "../support/api";
import {
  bearerFor,
  createOrderRow,
  createProduct,
  createUser,
  sessionCookieFor,
  tableCounts,
  testPassword,
  unique,
} from "../support/fixtures";

jest.setTimeout(30_000);

describe("POST /api/signup", () => {
  it("creates a customer with a hashed password and does not sign in", async () => {
    const response = await callRoute(signup, {
      body: { name: "Zara Ahmed", email: "Zara.Ahmed@Example.pk", password: "longenough", cPassword: "longenough" },
    });
    expect(response.json).toEqual({ success: "Account created successfully" });
    const stored = await db.user.findUniqueOrThrow({
      where: { email: "zara.ahmed@example.pk" },
      select: { role: true, passwordHash: true },
    });
    expect(stored.role).toBe(0);
    expect(stored.passwordHash).not.toContain("longenough");
    expect(await verifyPassword("longenough", stored.passwordHash)).toBe(true);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it.each([
    [{ email: "a@b.pk", password: "longenough", cPassword: "longenough" }, { name: "Name is required" }],
    [{ name: "A", password: "longenough", cPassword: "longenough" }, { email: "Email is required" }],
    [
      { name: "A", email: "not-an-email", password: "longenough", cPassword: "longenough" },
      { email: "Enter a valid email address" },
    ],
    [{ name: "A", email: "a@b.pk", cPassword: "x" }, { password: "Password is required" }],
    [{ name: "A", email: "a@b.pk", password: "short", cPassword: "short" }, { password: "Minimum 8 characters" }],
    [{ name: "A", email: "a@b.pk", password: "longenough" }, { cPassword: "Confirm your password" }],
    [
      { name: "A", email: "a@b.pk", password: "longenough", cPassword: "different1" },
      { cPassword: "Passwords don't match" },
    ],
  ])("refuses %j field by field and writes nothing", async (body, error) => {
    const before = await tableCounts();
    const response = await callRoute(signup, { body });
    expect(response.status).toBe(200);
    expect(response.json.error).toMatchObject(error);
    expect(await tableCounts()).toEqual(before);
  });

  it("refuses a duplicate e-mail whatever its case", async () => {
    const existing = await createUser();
    const before = await tableCounts();
    const response = await callRoute(signup, {
      body: { name: "B", email: existing.email.toUpperCase(), password: "longenough", cPassword: "longenough" },
    });
    expect(response.json).toEqual({ error: { email: "An account with this email already exists" } });
    expect(await tableCounts()).toEqual(before);
  });

  it("answers 400 to a body that is not JSON", async () => {
    const response = await callRoute(signup, {
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
      method: "POST",
    });
    expectRefusal(response, 400, "The request body must be a JSON object.");
  });
});

describe("POST /api/signin", () => {
  it("answers a token and the user, never the password hash", async () => {
    const user = await createUser();
    const response = await callRoute(signin, { body: { email: user.email.toUpperCase(), password: testPassword } });
    expect(response.json.user).toEqual({ _id: user.id, role: 0, name: user.name, email: user.email, phoneNumber: "" });
    expect(typeof response.json.token).toBe("string");
    expect(response.text).not.toMatch(/passwordHash|\$2[aby]\$/);
    const profile = await callRoute(singleUser, {
      body: {},
      headers: { authorization: `Bearer ${response.json.token as string}` },
    });
    expect(profile.json.User).toMatchObject({ _id: user.id });
  });

  it("refuses a wrong password or unknown e-mail with one message", async () => {
    const user = await createUser();
    expect((await callRoute(signin, { body: { email: user.email, password: "wrong-password" } })).json).toEqual({
      error: "Invalid email or password",
    });
    expect((await callRoute(signin, { body: { email: "nobody@example.pk", password: "whatever1" } })).json).toEqual({
      error: "Invalid email or password",
    });
    expect((await callRoute(signin, { body: { email: "", password: "x" } })).json).toEqual({
      error: "Email is required",
    });
    expect((await callRoute(signin, { body: { email: "a@b.pk", password: "" } })).json).toEqual({
      error: "Password is required",
    });
  });
});

describe("account calls", () => {
  describe("with a token that is", () => {
    let user: { id: string };
    let good: string;
    beforeAll(async () => {
      user = await createUser();
      good = await createApiToken(user.id);
    });

    it("missing: 401, please log in", async () => {
      const response = await callRoute(singleUser, { body: {} });
      expectRefusal(response, 401, "Please log in to continue.");
    });

    it.each<{ name: string; token: () => Promise<string> | string }>([
      {
        name: "expired",
        token: () => createApiToken(user.id, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      },
      { name: "tampered", token: () => `${good.slice(0, -3)}${good.endsWith("A") ? "B" : "A"}xx` },
      { name: "forged (alg none)", token: () => "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0." },
      { name: "garbage", token: () => "garbage" },
    ])("$name: 401, session expired", async ({ token }) => {
      const response = await callRoute(singleUser, {
        body: {},
        headers: { authorization: `Bearer ${await token()}` },
      });
      expectRefusal(response, 401, "Your session has expired. Please log in again.");
    });

    it("good, in the legacy `token` header: 200", async () => {
      expect((await callRoute(singleUser, { body: {}, headers: { token: `Bearer ${good}` } })).status).toBe(200);
    });
  });

  it.each([
    ["single-user", singleUser],
    ["signle-user (the legacy spelling)", signleUser],
  ])("%s answers the caller's own account and refuses another user's uId with 403", async (_name, route) => {
    const user = await createUser();
    const other = await createUser();
    const headers = await bearerFor(user.id);
    expect((await callRoute(route, { body: { uId: user.id }, headers })).json.User).toMatchObject({
      _id: user.id,
      email: user.email,
    });
    const refused = await callRoute(route, { body: { uId: other.id }, headers });
    expectRefusal(refused, 403, "You can only access your own account.");
  });

  it("let an admin read another user", async () => {
    const admin = await createUser({ role: 1 });
    const other = await createUser();
    const response = await callRoute(singleUser, { body: { uId: other.id }, headers: await bearerFor(admin.id) });
    expect(response.json.User).toMatchObject({ _id: other.id });
  });

  it("edit the name and phone, refuse a blank name, and never touch another user", async () => {
    const user = await createUser();
    const other = await createUser();
    const headers = await bearerFor(user.id);
    const ok = await callRoute(editUser, {
      body: { uId: user.id, name: "Bilal Khan", phoneNumber: "0300 1234567", email: "changed@example.pk" },
      headers,
    });
    expect(ok.json.success).toBe("Information updated successfully");
    expect(
      await db.user.findUniqueOrThrow({
        where: { id: user.id },
        select: { name: true, phoneNumber: true, email: true },
      }),
    ).toEqual({
      name: "Bilal Khan",
      phoneNumber: "0300 1234567",
      email: user.email,
    });
    expect((await callRoute(editUser, { body: { name: "  " }, headers })).json).toEqual({ error: "Name is required" });
    const refused = await callRoute(editUser, { body: { uId: other.id, name: "Hacked" }, headers });
    expectRefusal(refused, 403, "You can only access your own account.");
    expect((await db.user.findUniqueOrThrow({ where: { id: other.id } })).name).toBe(other.name);
  });

  it.each([
    {
      name: "a wrong old password",
      body: { oldPassword: "wrong-one", newPassword: "brand-new-pass", confirmPassword: "brand-new-pass" },
      error: "Old password is incorrect",
    },
    {
      name: "a short new password",
      body: { oldPassword: testPassword, newPassword: "short", confirmPassword: "short" },
      error: "New password must be at least 8 characters long",
    },
    {
      name: "a confirmation that differs",
      body: { oldPassword: testPassword, newPassword: "brand-new-pass", confirmPassword: "other-new-pass" },
      error: "New password and confirm password do not match",
    },
    {
      name: "no new password",
      body: { oldPassword: testPassword },
      error: "Please provide all required password fields",
    },
  ])("refuse to change the password with $name and keep the old one", async ({ body, error }) => {
    const user = await createUser();
    const response = await callRoute(changePassword, { body, headers: await bearerFor(user.id) });
    expect(response.json).toEqual({ error });
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id }, omit: { passwordHash: false } });
    expect(await verifyPassword(testPassword, stored.passwordHash)).toBe(true);
  });

  it("change the password with the right old password", async () => {
    const user = await createUser();
    const ok = await callRoute(changePassword, {
      body: { uId: user.id, oldPassword: testPassword, newPassword: "brand-new-pass" },
      headers: await bearerFor(user.id),
    });
    expect(ok.json).toMatchObject({ success: "Password changed successfully" });
    expect((await callRoute(signin, { body: { email: user.email, password: "brand-new-pass" } })).json).toMatchObject({
      token: expect.any(String),
      user: { _id: user.id },
    });
  });

  it("list the caller's orders newest first, with deleted products as null", async () => {
    const user = await createUser();
    const other = await createUser();
    const product = await createProduct({ name: unique("Walnuts"), price: 2400 });
    const gone = await createProduct({ name: unique("Gone") });
    await createOrderRow(product.id, { userId: user.id, createdAt: new Date("2026-01-01") });
    await createOrderRow(gone.id, { userId: user.id, createdAt: new Date("2026-02-01") });
    await db.product.delete({ where: { id: gone.id } });

    const response = await callRoute(ordersByUser, { body: { uId: user.id }, headers: await bearerFor(user.id) });
    const orders = response.json.Orders as {
      allProduct: { id: { _id: string; pName: string } | null; quantitiy: number; weight: string }[];
      createdAt: string;
    }[];
    expect(orders.map((entry) => entry.createdAt)).toEqual(["2026-02-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"]);
    expect(orders[0]?.allProduct[0]?.id).toBeNull();
    // pName is the name the line was sold under (createOrderRow's snapshot), not the product's name now.
    expect(orders[1]?.allProduct[0]).toMatchObject({
      id: { _id: product.id, pName: "Snapshot name" },
      quantitiy: 2,
      weight: "500g",
    });
    const refused = await callRoute(ordersByUser, { body: { uId: user.id }, headers: await bearerFor(other.id) });
    expectRefusal(refused, 403, "You can only access your own account.");
  });
});

describe("cookie sessions", () => {
  it("authenticate our own pages' calls and refuse cross-site posts", async () => {
    const user = await createUser();
    const cookie = await sessionCookieFor(user.id);
    expect(
      (
        await callRoute(singleUser, {
          body: {},
          headers: { ...cookie, origin: "http://localhost:3000", host: "localhost:3000" },
        })
      ).json.User,
    ).toMatchObject({ _id: user.id });
    const crossSite = await callRoute(editUser, {
      body: { name: "Evil" },
      headers: { ...cookie, origin: "https://evil.example", host: "localhost:3000" },
    });
    expectRefusal(crossSite, 403, "Cross-site requests are not allowed.");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).name).toBe(user.name);
  });

  it("end a session without 'Remember me' after a day", async () => {
    const user = await createUser();
    const { encode } = await import("next-auth/jwt");
    const { env } = await import("@/lib/server/env");
    const stale = await encode({
      token: { sub: user.id, remember: false, signedInAt: Math.floor(Date.now() / 1000) - 2 * 24 * 3600 },
      secret: env.NEXTAUTH_SECRET,
    });
    const response = await callRoute(singleUser, { body: {}, headers: { cookie: `next-auth.session-token=${stale}` } });
    expectRefusal(response, 401, "Please log in to continue.");
  });
});
