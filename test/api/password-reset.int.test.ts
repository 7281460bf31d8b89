// 'Forgot password?' (issue 35, item 9): a link mailed through the outbox to an account's own address,
// the same answer for an address without one, one working link per user for one hour and one use,
// the new password ending every other session and signing this browser in; throttled per network
// and per address, links that do not work counted per network.
import "../support/mail-env";
import { POST as forgotPassword } from "@/app/api/forgot-password/route";
import { POST as resetPasswordRoute } from "@/app/api/reset-password/route";
import { POST as signin } from "@/app/api/signin/route";
import { POST as singleUser } from "@/app/api/user/single-user/route";
import { clientAddressHeader, shopServerFlag } from "@/lib/app-server";
import { passwordResetLimits } from "@/lib/domain/limits";
import { passwordResetTexts } from "@/lib/domain/password-reset";
import { hashResetToken } from "@/lib/server/auth/reset-token";
import { clock } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { smtpSender } from "@/lib/server/outbox/mailer";
import { deliverDue } from "@/lib/server/outbox/outbox";
import { resetLinkWorks } from "@/lib/server/password-reset";
import { callRoute, expectRefusal } from "../support/api";
import { restoreEnv, setEnv } from "../support/env";
import { bearerFor, createUser, sessionCookieFor, tableCounts, testPassword } from "../support/fixtures";
import { startSmtp, type TestSmtp } from "../support/smtp";

jest.setTimeout(60_000);

const newPassword = "Fresh#Pass2026";
let addresses = 0;
/** A client network no other request of the file comes from. */
const newAddress = () => `198.51.100.${(addresses += 1)}`;
const from = (address: string) => ({ [clientAddressHeader]: address });

const ask = (email: string, address = newAddress(), extra: Record<string, unknown> = {}) =>
  callRoute(forgotPassword, { body: { email, ...extra }, headers: from(address) });
const reset = (token: unknown, address = newAddress(), password = newPassword, headers: Record<string, string> = {}) =>
  callRoute(resetPasswordRoute, {
    body: { token, password, cPassword: password },
    headers: { ...from(address), ...headers },
  });
const profileStatus = async (headers: Record<string, string>) =>
  (await callRoute(singleUser, { body: {}, headers })).status;
const signsIn = async (email: string, password: string) =>
  typeof (await callRoute(signin, { body: { email, password }, headers: from(newAddress()) })).json.token === "string";

let smtp: TestSmtp;
let delivered = 0;

/** Sends what the outbox holds to the test SMTP server, as the worker does; the reset links mailed to `email` since. */
async function mailedLinks(email: string): Promise<string[]> {
  const sender = smtpSender(smtp.url, "Margalla Dry Fruits <support@margalla.test>");
  try {
    await deliverDue({ send: sender.send, retryBaseMs: 0 });
  } finally {
    sender.close();
  }
  const links = smtp.received
    .slice(delivered)
    .filter((mail) => JSON.stringify(mail.to).includes(email))
    .map((mail) => /https:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? "")?.[0] ?? "no link");
  delivered = smtp.received.length;
  return links;
}
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

let sleep: jest.SpiedFunction<typeof clock.sleep>;

beforeAll(async () => {
  // As inside the production server, which sets the client's address on every request.
  setEnv({ [shopServerFlag]: "1" });
  smtp = await startSmtp();
});
afterAll(async () => {
  restoreEnv();
  await smtp.stop();
});
beforeEach(() => {
  sleep = jest.spyOn(clock, "sleep").mockResolvedValue();
});
afterEach(() => jest.restoreAllMocks());

const sent = { success: passwordResetTexts.linkSent };

describe("asking for a link", () => {
  it("gives an address without an account the same answer, in the same time, and mails nothing", async () => {
    const user = await createUser();
    const before = await db.outboxMessage.count();
    const stranger = await ask("nobody.here@example.pk");
    const known = await ask(user.email);
    expect({ status: stranger.status, body: stranger.json }).toEqual({ status: 200, body: sent });
    expect({ status: known.status, body: known.json }).toEqual({ status: 200, body: sent });
    // Both answers wait out the same floor, whatever writing the mail took.
    expect(sleep).toHaveBeenCalledTimes(2);
    for (const [ms] of sleep.mock.calls) {
      expect(ms).toBeGreaterThan(0);
      expect(ms).toBeLessThanOrEqual(passwordResetLimits.minAnswerMs);
    }
    expect(await db.outboxMessage.count()).toBe(before + 1);
    expect(await db.outboxMessage.count({ where: { to: "nobody.here@example.pk" } })).toBe(0);
    expect(await mailedLinks("nobody.here@example.pk")).toEqual([]);
  });

  it("mails an account's own address a link through the outbox, and keeps no working link in the database", async () => {
    const user = await createUser();
    expect((await ask(user.email.toUpperCase())).json).toEqual(sent);
    const [message] = await db.outboxMessage.findMany({ where: { to: user.email } });
    expect(message).toMatchObject({ topic: "password-reset", subject: "Reset your password", orderId: null });
    const [link] = await mailedLinks(user.email);
    expect(link).toMatch(/^https:\/\/shop\.example\.pk\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link!);
    // Stored: the token's SHA-256, and in the outbox a marker in place of the link.
    const stored = await db.passwordReset.findUniqueOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).toBe(hashResetToken(token));
    const rows = JSON.stringify([stored, await db.outboxMessage.findMany({ where: { to: user.email } })]);
    expect(rows).not.toContain(token);
    expect(rows).not.toContain("token=");
    const mail = smtp.received.at(-1)!;
    expect(mail.text).toContain(
      "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    );
    expect(mail.html).toContain(`<a href="${link}">Choose a new password</a>`);
  });

  it("mails in Urdu a link to the Urdu page when asked from an Urdu page", async () => {
    const user = await createUser();
    expect((await ask(user.email, newAddress(), { locale: "ur" })).json).toEqual(sent);
    const [link] = await mailedLinks(user.email);
    expect(link).toMatch(/^https:\/\/shop\.example\.pk\/ur\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toBe("اپنا نیا پاس ورڈ چنیں");
    expect(mail.text).toContain("مارگلہ ڈرائی فروٹس پر آپ کے اکاؤنٹ کا پاس ورڈ بدلنے کو کہا ہے");
    expect(mail.html).toMatch(/^<div dir="rtl" lang="ur"/);
    expect(mail.html).toContain(`<a href="${link}">نیا پاس ورڈ چنیں</a>`);
    // The link works like any other.
    expect(await resetLinkWorks(tokenOf(link!), newAddress())).toBe(true);
  });

  it("refuses a language it does not speak, mailing nothing", async () => {
    const user = await createUser();
    expectRefusal(await ask(user.email, newAddress(), { locale: "fr" }), 400, "Language must be en or ur");
    expect(await db.outboxMessage.count({ where: { to: user.email } })).toBe(0);
  });

  it("makes only the latest link work: asking again ends the older one", async () => {
    const user = await createUser();
    await ask(user.email);
    const [older] = await mailedLinks(user.email);
    await ask(user.email);
    const [latest] = await mailedLinks(user.email);
    expect(latest).not.toBe(older);
    expectRefusal(await reset(tokenOf(older!)), 400, passwordResetTexts.linkDead);
    expect((await reset(tokenOf(latest!))).json).toEqual({ success: passwordResetTexts.passwordChanged });
    expect(await signsIn(user.email, newPassword)).toBe(true);
  });
});

describe("using a link", () => {
  it("works for one hour, by the shop's clock", async () => {
    const user = await createUser();
    const askedAt = Date.now();
    await ask(user.email);
    const token = tokenOf((await mailedLinks(user.email))[0]!);
    const now = jest.spyOn(clock, "now").mockReturnValue(askedAt + passwordResetLimits.linkLifetimeMs - 5_000);
    expect(await resetLinkWorks(token, newAddress())).toBe(true);
    now.mockReturnValue(askedAt + passwordResetLimits.linkLifetimeMs + 1_000);
    expect(await resetLinkWorks(token, newAddress())).toBe(false);
    expectRefusal(await reset(token), 400, passwordResetTexts.linkDead);
    expect(await signsIn(user.email, testPassword)).toBe(true);
  });

  it("works once: the password it set stays, a second use is refused", async () => {
    const user = await createUser();
    await ask(user.email);
    const token = tokenOf((await mailedLinks(user.email))[0]!);
    expect(await resetLinkWorks(token, newAddress())).toBe(true);
    expect((await reset(token)).status).toBe(200);
    expect(await resetLinkWorks(token, newAddress())).toBe(false);
    expectRefusal(await reset(token, newAddress(), "Another#Pass2026"), 400, passwordResetTexts.linkDead);
    expect(await db.passwordReset.count({ where: { userId: user.id } })).toBe(0);
    expect(await signsIn(user.email, newPassword)).toBe(true);
    expect(await signsIn(user.email, "Another#Pass2026")).toBe(false);
  });

  it("works once even when sent twice at the same moment", async () => {
    const user = await createUser();
    await ask(user.email);
    const token = tokenOf((await mailedLinks(user.email))[0]!);
    const answers = await Promise.all([reset(token), reset(token, newAddress(), "Another#Pass2026")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const { sessionVersion } = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(sessionVersion).toBe(1);
  });

  it("ends every other session and API token, and signs this browser in", async () => {
    const user = await createUser();
    const phone = await bearerFor(user.id);
    const laptop = await sessionCookieFor(user.id);
    expect(await profileStatus(laptop)).toBe(200);
    await ask(user.email);
    const answer = await reset(tokenOf((await mailedLinks(user.email))[0]!));
    expect(answer.json).toEqual({ success: passwordResetTexts.passwordChanged });
    expect(answer.headers.get("cache-control")).toMatch(/no-store/);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(1);
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(laptop)).toBe(401);
    // A session as a sign-in without 'Remember me' makes: it ends with the browser (no Max-Age).
    const cookie = answer.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^next-auth\.session-token=[^;]+; Path=\/; HttpOnly; SameSite=lax$/i);
    const signedIn = await callRoute(singleUser, { body: {}, headers: { cookie: cookie.split(";")[0]! } });
    expect(signedIn.json).toMatchObject({ User: { _id: user.id, email: user.email } });
    expect(await signsIn(user.email, testPassword)).toBe(false);
  });
});

describe("refused", () => {
  const unchanged = async () => ({
    ...(await tableCounts()),
    resets: await db.passwordReset.findMany({ orderBy: { userId: "asc" } }),
    outbox: await db.outboxMessage.count(),
    accounts: await db.user.findMany({ select: { passwordHash: true, sessionVersion: true }, orderBy: { id: "asc" } }),
  });

  it("bad input is a 400 { error } and changes nothing", async () => {
    const user = await createUser();
    await ask(user.email);
    const token = tokenOf((await mailedLinks(user.email))[0]!);
    const before = await unchanged();
    expectRefusal(
      await callRoute(forgotPassword, { rawBody: "{not json", headers: { "content-type": "application/json" } }),
      400,
      "The request body must be a JSON object.",
    );
    expectRefusal(await callRoute(forgotPassword, { body: {} }), 400, "Email is required");
    expectRefusal(
      await callRoute(forgotPassword, { body: { email: "not-an-address" } }),
      400,
      "Enter a valid email address",
    );
    expectRefusal(await callRoute(forgotPassword, { body: { email: ["a@example.pk"] } }), 400, "Email is required");
    expectRefusal(await reset(token, newAddress(), "short"), 400, "Minimum 8 characters");
    expectRefusal(
      await callRoute(resetPasswordRoute, { body: { token, password: newPassword, cPassword: "Other#Pass2026" } }),
      400,
      "Passwords don't match",
    );
    expectRefusal(await reset(`${token}x`), 400, passwordResetTexts.linkDead);
    expectRefusal(await reset(undefined), 400, passwordResetTexts.linkDead);
    expectRefusal(
      await callRoute(resetPasswordRoute, { body: "token" }),
      400,
      "The request body must be a JSON object.",
    );
    // From another site's page, even with the right token: the browser would be signed in by a stranger.
    expectRefusal(
      await reset(token, newAddress(), newPassword, { origin: "https://evil.example", "sec-fetch-site": "cross-site" }),
      403,
      "Cross-site requests are not allowed.",
    );
    expect(await unchanged()).toEqual(before);
    expect(await resetLinkWorks(token, newAddress())).toBe(true);
  });

  it("a network asking too often is refused for an hour; another is still served", async () => {
    const network = newAddress();
    const answers = [];
    for (let asked = 0; asked <= passwordResetLimits.perNetwork; asked += 1)
      answers.push(await ask(`someone.${asked}@example.pk`, network));
    expect(answers.slice(0, -1).every((answer) => answer.status === 200)).toBe(true);
    const refused = answers.at(-1)!;
    expectRefusal(refused, 429, passwordResetTexts.tooManyAsked);
    expect(refused.headers.get("retry-after")).toBe("3600");
    const user = await createUser();
    const before = await db.outboxMessage.count();
    expectRefusal(await ask(user.email, network), 429, passwordResetTexts.tooManyAsked);
    expect(await db.outboxMessage.count()).toBe(before);
    expect((await ask(user.email)).json).toEqual(sent);
    expect(await mailedLinks(user.email)).toHaveLength(1);
  });

  it("an address asked for from many networks is mailed 3 links an hour; the last still works", async () => {
    const user = await createUser();
    const answers = [];
    for (let asked = 0; asked < 8; asked += 1) answers.push(await ask(user.email));
    expect(answers.map((answer) => answer.json)).toEqual(Array(8).fill(sent));
    const links = await mailedLinks(user.email);
    expect(links).toHaveLength(passwordResetLimits.perRecipient);
    expect((await reset(tokenOf(links.at(-1)!))).status).toBe(200);
  });

  it("links that do not work are refused past 10 from one network, even a right one; other networks still work", async () => {
    const user = await createUser();
    await ask(user.email);
    const token = tokenOf((await mailedLinks(user.email))[0]!);
    const guesser = newAddress();
    // A right link opened is taken back, and does not count.
    expect(await resetLinkWorks(token, guesser)).toBe(true);
    for (let guess = 0; guess < passwordResetLimits.wrongLinks.networkLimit; guess += 1) {
      const wrong = `${guess}`.padEnd(43, "x");
      if (guess % 2 === 0) expect(await resetLinkWorks(wrong, guesser)).toBe(false);
      else expectRefusal(await reset(wrong, guesser), 400, passwordResetTexts.linkDead);
    }
    const before = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expectRefusal(await reset(token, guesser), 429, passwordResetTexts.tooManyWrongLinks);
    await expect(resetLinkWorks(token, guesser)).rejects.toThrow(passwordResetTexts.tooManyWrongLinks);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(before);
    expect((await reset(token)).status).toBe(200);
  });
});
