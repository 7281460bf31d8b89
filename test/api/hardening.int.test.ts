// Findings of the hostile review (issue 14): each call here broke something before it was closed.
import { POST as nextAuth } from "@/app/api/auth/[...nextauth]/route";
import { POST as signin } from "@/app/api/signin/route";
import { POST as signup } from "@/app/api/signup/route";
import { POST as changePassword } from "@/app/api/user/change-password/route";
import { POST as editUser } from "@/app/api/user/edit-user/route";
import { POST as signleUser } from "@/app/api/user/signle-user/route";
import { POST as cartProduct } from "@/app/api/product/cart-product/route";
import { POST as addProduct } from "@/app/api/product/add-product/route";
import { db } from "@/lib/server/db";
import { callRoute, expectRefusal } from "../support/api";
import { bearerFor, createUser, sessionCookieFor, tableCounts, testPassword } from "../support/fixtures";

jest.setTimeout(30_000);

/** A body that arrives in chunks with no Content-Length, as a streaming client sends it. */
function streamOf(totalBytes: number, chunkBytes = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const size = Math.min(chunkBytes, totalBytes - sent);
      controller.enqueue(new Uint8Array(size).fill(0x41));
      sent += size;
    },
  });
}

describe("bounded input", () => {
  it("answers a 32 MB password with 413 before hashing it, and a 72-byte limit for new passwords", async () => {
    const huge = JSON.stringify({ email: "customer@dryfruit.pk", password: "A".repeat(32 * 1024 * 1024) });
    const response = await callRoute(signin, { rawBody: huge, headers: { "content-type": "application/json" } });
    expectRefusal(response, 413, "The request is too large (at most 1 MB).");

    const tooLong = "é".repeat(40); // 40 characters, 80 bytes
    const refused = await callRoute(signup, {
      body: { name: "Long", email: "long.password@example.pk", password: tooLong, cPassword: tooLong },
    });
    expect(refused.json).toEqual({
      error: { password: "Password is too long: at most 72 characters, fewer with Urdu letters or emoji" },
    });
    expect(await db.user.count({ where: { email: "long.password@example.pk" } })).toBe(0);
  });

  it("stops reading a streamed body without Content-Length once it passes the limit", async () => {
    const response = await callRoute(cartProduct, {
      rawBody: streamOf(50 * 1024 * 1024),
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expectRefusal(response, 413, "The request is too large (at most 1 MB).");
  });

  it("stops next-auth's sign-in from reading a streamed body past the limit", async () => {
    const response = await callRoute(nextAuth as never, {
      rawBody: streamOf(50 * 1024 * 1024),
      method: "POST",
      path: "/api/auth/callback/credentials",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      params: { nextauth: ["callback", "credentials"] },
    });
    expectRefusal(response, 413, "The request is too large (at most 1 MB).");
  });

  it("refuses a new password over the limit in change-password", async () => {
    const user = await createUser();
    const response = await callRoute(changePassword, {
      body: { oldPassword: testPassword, newPassword: "x".repeat(100), confirmPassword: "x".repeat(100) },
      headers: await bearerFor(user.id),
    });
    expect(response.json).toEqual({
      error: "Password is too long: at most 72 characters, fewer with Urdu letters or emoji",
    });
  });

  it("refuses a multipart form larger than its files may be", async () => {
    const admin = await createUser({ role: 1 });
    const form = new FormData();
    form.set("pName", "Too big");
    for (let index = 0; index < 11; index += 1)
      form.append("pImage", new File([new Uint8Array(5 * 1024 * 1024)], `image-${index}.png`));
    const counts = await tableCounts();
    const response = await callRoute(addProduct, { rawBody: form, method: "POST", headers: await bearerFor(admin.id) });
    expectRefusal(response, 413, "The request is too large (at most 51 MB).");
    expect(await tableCounts()).toEqual(counts);
  });

  it("answers JSON nested 10,000 deep with 400, not a stack overflow", async () => {
    const deep = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    const response = await callRoute(cartProduct, {
      rawBody: deep,
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expectRefusal(response, 400, "The request body is nested too deeply.");
  });

  it.each(["\u0000", "\u0007", "\u001b[31m", "\u007f"])(
    "refuses the control character %j in any string with 400",
    async (character) => {
      const response = await callRoute(cartProduct, { body: { cart: [{ id: `x${character}`, quantitiy: 1 }] } });
      expectRefusal(response, 400, "Text may not contain control characters.");
    },
  );
});

describe("hostile headers", () => {
  it.each([
    "::::",
    "not a url",
    "http://[",
    "null",
    "http://localhost:3000.evil.example",
    "https://localhost:3000",
    "http://localhost:3001",
  ])("refuse a cookie-authenticated change from Origin %j with 403", async (origin) => {
    const user = await createUser({ name: "Before" });
    const response = await callRoute(editUser, {
      body: { name: "After" },
      headers: { ...(await sessionCookieFor(user.id)), host: "localhost:3000", origin },
    });
    expectRefusal(response, 403, "Cross-site requests are not allowed.");
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { name: true } })).toEqual({
      name: "Before",
    });
  });

  it("accept a change from our own origin", async () => {
    const user = await createUser({ name: "Before" });
    const response = await callRoute(editUser, {
      body: { name: "After" },
      headers: { ...(await sessionCookieFor(user.id)), host: "localhost:3000", origin: "http://localhost:3000" },
    });
    expect(response.json).toMatchObject({ success: "Information updated successfully" });
  });

  it.each([
    "next-auth.session-token=%E0%A4%A",
    "next-auth.session-token=%",
    "next-auth.session-token=....",
    "=;;;=; next-auth.session-token",
  ])("treat the malformed cookie %j as no session (401)", async (cookie) => {
    const response = await callRoute(signleUser, { body: {}, headers: { cookie } });
    expectRefusal(response, 401, "Please log in to continue.");
  });
});
