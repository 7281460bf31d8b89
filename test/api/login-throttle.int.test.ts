// Password guesses are limited per e-mail and address together, per address, and slowed per
// e-mail; counting and deciding is one atomic step, and nobody can lock an account from elsewhere.
import { POST as signin } from "@/app/api/signin/route";
import { POST as changePassword } from "@/app/api/user/change-password/route";
import { clock } from "@/lib/server/clock";
import { clientAddressHeader, shopServerFlag } from "@/lib/app-server";
import { callRoute, expectRefusal } from "../support/api";
import { restoreEnv, setEnv } from "../support/env";
import { bearerFor, createUser, testPassword } from "../support/fixtures";

jest.setTimeout(60_000);

const tooMany = "Too many failed login attempts. Please wait 15 minutes and try again.";
const wrongPassword = "Invalid email or password";

const signIn = (email: string, password: string, address: string, headers: Record<string, string> = {}) =>
  callRoute(signin, { body: { email, password }, headers: { [clientAddressHeader]: address, ...headers } });

// The slowdown is asked of the clock and recorded here, not waited for.
let sleep: jest.SpiedFunction<typeof clock.sleep>;
const sleptMs = () => sleep.mock.calls.map(([ms]) => ms);

beforeAll(() => {
  // As inside the production server, which sets the client's address on every request.
  setEnv({ [shopServerFlag]: "1" });
});
afterAll(restoreEnv);
beforeEach(() => {
  sleep = jest.spyOn(clock, "sleep").mockResolvedValue();
});
afterEach(() => sleep.mockRestore());

describe("sign-in throttling", () => {
  it("slows, then refuses an e-mail from the address that keeps failing, even with the right password", async () => {
    const user = await createUser();
    const answers: unknown[] = [];
    for (let attempt = 0; attempt < 9; attempt += 1)
      answers.push((await signIn(user.email, "wrong-password", "198.51.100.1")).json);
    expect(answers).toEqual([...Array(8).fill({ error: wrongPassword }), { error: tooMany }]);
    // The 6th to 8th guesses at the e-mail wait 500 ms more each; the 9th is over the pair limit, refused unslowed.
    expect(sleptMs()).toEqual([500, 1000, 1500]);
    const right = await signIn(user.email, testPassword, "198.51.100.1");
    expectRefusal(right, 429, tooMany);
    expect(sleptMs()).toEqual([500, 1000, 1500]);
  });

  it("only slows an e-mail guessed from many addresses, by at most 3 s, and lets the owner in", async () => {
    const user = await createUser();
    const answers: unknown[] = [];
    for (let attempt = 1; attempt <= 12; attempt += 1)
      answers.push((await signIn(user.email, "wrong-password", `198.51.100.${100 + attempt}`)).json);
    expect(answers).toEqual(Array(12).fill({ error: wrongPassword }));
    // 500 ms for each guess past the 5th: the 12th would be 3.5 s, capped at 3 s.
    expect(sleptMs()).toEqual([500, 1000, 1500, 2000, 2500, 3000, 3000]);
    const owner = await signIn(user.email, testPassword, "203.0.113.60");
    expect(owner.json).toMatchObject({ token: expect.any(String), user: { email: user.email } });
    expect(sleptMs()).toHaveLength(8);
    expect(sleptMs().at(-1)).toBe(3000);
  });

  it("never locks the owner out from their own address, the admin included", async () => {
    const admin = await createUser({ role: 1 });
    for (const attacker of ["198.51.100.2", "198.51.100.3"]) {
      await Promise.all(Array.from({ length: 10 }, () => signIn(admin.email, "guess", attacker)));
    }
    const owner = await signIn(admin.email, testPassword, "203.0.113.50");
    expect(owner.status).toBe(200);
    expect(owner.json).toMatchObject({ token: expect.any(String), user: { email: admin.email, role: 1 } });
  });

  it("checks at most the limit of a burst of 100 concurrent guesses against the password", async () => {
    const user = await createUser();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => signIn(user.email, "wrong-password", "198.51.100.4")),
    );
    const checked = responses.filter((response) => response.json.error === wrongPassword).length;
    expect(checked).toBeLessThanOrEqual(8);
    // The rest are refused by the throttle, or, while two checks from this address run, at once by
    // the password gate (lib/server/auth/password-gate.ts).
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(100 - checked);
    for (const response of refused)
      expect([tooMany, "Too many attempts at once. Please wait a moment and try again."]).toContain(
        response.json.error,
      );
  });

  it("refuses an address that fails on many e-mails, and no other address", async () => {
    const user = await createUser();
    // Two at a time: a third at once from the address is refused before it is counted (password-gate.ts).
    for (let pair = 0; pair < 15; pair += 1) {
      await Promise.all(
        Array.from({ length: 2 }, (_, index) => signIn(`nobody.${pair}.${index}@example.pk`, "guess", "198.51.100.5")),
      );
    }
    const sprayer = await signIn(user.email, testPassword, "198.51.100.5");
    expectRefusal(sprayer, 429, tooMany);
    expect((await signIn(user.email, testPassword, "198.51.100.6")).status).toBe(200);
  });

  it("believes no X-Forwarded-For: only the address the server resolved counts", async () => {
    const user = await createUser();
    for (let attempt = 0; attempt < 8; attempt += 1)
      await signIn(user.email, "wrong-password", "198.51.100.7", { "x-forwarded-for": `10.0.${attempt}.1` });
    const rotated = await signIn(user.email, testPassword, "198.51.100.7", { "x-forwarded-for": "10.9.9.9" });
    expectRefusal(rotated, 429, tooMany);
  });
});

describe("change-password", () => {
  it("refuses old-password guesses after 8 wrong ones, even a right one", async () => {
    const user = await createUser();
    const headers = await bearerFor(user.id);
    const body = (oldPassword: string) => ({
      oldPassword,
      newPassword: "brand-new-pass",
      confirmPassword: "brand-new-pass",
    });
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await callRoute(changePassword, { body: body(`guess-${attempt}`), headers })).json).toEqual({
        error: "Old password is incorrect",
      });
    }
    const refused = await callRoute(changePassword, { body: body(testPassword), headers });
    expectRefusal(refused, 429, "Too many wrong passwords. Please wait 15 minutes and try again.");
  });
});

describe("IPv6 clients", () => {
  it("count by their /64 network, so rotating addresses inside it gets nowhere", async () => {
    const user = await createUser();
    for (let attempt = 0; attempt < 8; attempt += 1)
      await signIn(user.email, "wrong-password", `2001:db8:1:2::${attempt + 1}`);
    const rotated = await signIn(user.email, testPassword, "2001:db8:1:2:ffff:ffff:ffff:fffe");
    expectRefusal(rotated, 429, tooMany);
    expect((await signIn(user.email, testPassword, "2001:db8:1:3::1")).status).toBe(200);
  });
});
