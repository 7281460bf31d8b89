// A password change (or 'log out everywhere') ends every token and cookie issued before it; the
// browser or client that made the change stays signed in.
import { DELETE as logOutEverywhere } from "@/app/api/session/route";
import { POST as signin } from "@/app/api/signin/route";
import { POST as changePassword } from "@/app/api/user/change-password/route";
import { POST as singleUser } from "@/app/api/user/single-user/route";
import { callRoute } from "../support/api";
import { bearerFor, createUser, sessionCookieFor, testPassword } from "../support/fixtures";

jest.setTimeout(30_000);

const newPassword = { oldPassword: testPassword, newPassword: "brand-new-pass", confirmPassword: "brand-new-pass" };
const profileStatus = async (headers: Record<string, string>) =>
  (await callRoute(singleUser, { body: {}, headers })).status;

describe("ending sessions", () => {
  it("a password change from the browser refuses older tokens and cookies, and keeps that browser signed in", async () => {
    const user = await createUser();
    const phone = await bearerFor(user.id);
    const laptop = await sessionCookieFor(user.id);
    const browser = await sessionCookieFor(user.id, false);
    expect(await profileStatus(phone)).toBe(200);

    const changed = await callRoute(changePassword, { body: newPassword, headers: browser });
    expect(changed.json).toEqual({ success: "Password changed successfully" });
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(laptop)).toBe(401);
    expect(await profileStatus(browser)).toBe(401);

    const renewed = changed.headers.get("set-cookie")!;
    // The browser signed in without Remember me: the renewed cookie still ends with the browser (no Max-Age).
    expect(renewed).toMatch(/^next-auth\.session-token=[^;]+; Path=\/; HttpOnly; SameSite=lax$/i);
    expect(await profileStatus({ cookie: renewed.split(";")[0]! })).toBe(200);
  });

  it("a password change from an API client answers it a new token, and ends the old one", async () => {
    const user = await createUser();
    const old = await bearerFor(user.id);
    const changed = await callRoute(changePassword, { body: newPassword, headers: old });
    expect(changed.json).toEqual({ success: "Password changed successfully", token: expect.any(String) });
    expect(await profileStatus(old)).toBe(401);
    expect(await profileStatus({ authorization: `Bearer ${changed.json.token as string}` })).toBe(200);
    const signedIn = await callRoute(signin, { body: { email: user.email, password: "brand-new-pass" } });
    expect(await profileStatus({ authorization: `Bearer ${signedIn.json.token as string}` })).toBe(200);
  });

  it("an admin changing a customer's password ends the customer's sessions, not the admin's", async () => {
    const [admin, customer] = [await createUser({ role: 1 }), await createUser()];
    const adminHeaders = await bearerFor(admin.id);
    const customerHeaders = await bearerFor(customer.id);
    const changed = await callRoute(changePassword, {
      body: { uId: customer.id, ...newPassword, oldPassword: testPassword },
      headers: adminHeaders,
    });
    expect(changed.json).toEqual({ success: "Password changed successfully" });
    expect(await profileStatus(customerHeaders)).toBe(401);
    expect(await profileStatus(adminHeaders)).toBe(200);
  });

  it("'log out everywhere' ends every session, the caller's included", async () => {
    const user = await createUser();
    const phone = await bearerFor(user.id);
    const laptop = await sessionCookieFor(user.id);
    const response = await callRoute(logOutEverywhere, { method: "DELETE", headers: laptop });
    expect(response.json).toEqual({ success: "You are logged out on all devices" });
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(laptop)).toBe(401);
    expect((await callRoute(logOutEverywhere, { method: "DELETE" })).status).toBe(401);
  });
});
