// Password guesses are limited per e-mail and address together, per address, and slowed per
// e-mail; counting and deciding is one atomic step, and nobody can lock an account from elsewhere.
import { POST as signin } from "@/app/api/signin/route";
import { POST as changePassword } from "@/app/api/user/change-password/route";
import { clientAddressHeader, shopServerFlag } from "@/server/contract";
import { callRoute } from "../support/api";
import { bearerFor, createUser, testPassword } from "../support/fixtures";

jest.setTimeout(60_000);

// As inside the production server, which sets the client's address on every request.
process.env[shopServerFlag] = "1";
const from = (address: string) => ({ [clientAddressHeader]: address });
const tooMany = "Too many failed login attempts. Please wait 15 minutes and try again.";

describe("sign-in throttling", () => {
  it("slows, then refuses an e-mail from the address that keeps failing, even with the right password", async () => {
    const user = await createUser();
    const statuses: number[] = [];
    const started = Date.now();
    for (let attempt = 0; attempt < 9; attempt += 1) {
      statuses.push(
        (
          await callRoute(signin, {
            body: { email: user.email, password: "wrong-password" },
            headers: from("198.51.100.1"),
          })
        ).status,
      );
    }
    expect(Date.now() - started).toBeGreaterThan(2000);
    expect(statuses).toEqual([...Array(8).fill(200), 429]);
    const right = await callRoute(signin, {
      body: { email: user.email, password: testPassword },
      headers: from("198.51.100.1"),
    });
    expect(right.status).toBe(429);
    expect(right.json).toEqual({ error: tooMany });
  });

  it("never locks the owner out from their own address, the admin included", async () => {
    const admin = await createUser({ role: 1 });
    for (const attacker of ["198.51.100.2", "198.51.100.3"]) {
      await Promise.all(
        Array.from({ length: 10 }, () =>
          callRoute(signin, { body: { email: admin.email, password: "guess" }, headers: from(attacker) }),
        ),
      );
    }
    const owner = await callRoute(signin, {
      body: { email: admin.email, password: testPassword },
      headers: from("203.0.113.50"),
    });
    expect(owner.status).toBe(200);
    expect(owner.json.token).toBeTruthy();
  });

  it("checks at most the limit of a burst of 100 concurrent guesses against the password", async () => {
    const user = await createUser();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        callRoute(signin, { body: { email: user.email, password: "wrong-password" }, headers: from("198.51.100.4") }),
      ),
    );
    const checked = responses.filter((response) => response.json.error === "Invalid email or password").length;
    expect(checked).toBeLessThanOrEqual(8);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(100 - checked);
  });

  it("refuses an address that fails on many e-mails, and no other address", async () => {
    const user = await createUser();
    for (let batch = 0; batch < 3; batch += 1) {
      await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          callRoute(signin, {
            body: { email: `nobody.${batch}.${index}@example.pk`, password: "guess" },
            headers: from("198.51.100.5"),
          }),
        ),
      );
    }
    expect(
      (await callRoute(signin, { body: { email: user.email, password: testPassword }, headers: from("198.51.100.5") }))
        .status,
    ).toBe(429);
    expect(
      (await callRoute(signin, { body: { email: user.email, password: testPassword }, headers: from("198.51.100.6") }))
        .status,
    ).toBe(200);
  });

  it("believes no X-Forwarded-For: only the address the server resolved counts", async () => {
    const user = await createUser();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await callRoute(signin, {
        body: { email: user.email, password: "wrong-password" },
        headers: { ...from("198.51.100.7"), "x-forwarded-for": `10.0.${attempt}.1` },
      });
    }
    const rotated = await callRoute(signin, {
      body: { email: user.email, password: testPassword },
      headers: { ...from("198.51.100.7"), "x-forwarded-for": "10.9.9.9" },
    });
    expect(rotated.status).toBe(429);
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
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: "Too many wrong passwords. Please wait 15 minutes and try again." });
  });
});

describe("IPv6 clients", () => {
  it("count by their /64 network, so rotating addresses inside it gets nowhere", async () => {
    const user = await createUser();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await callRoute(signin, {
        body: { email: user.email, password: "wrong-password" },
        headers: from(`2001:db8:1:2::${attempt + 1}`),
      });
    }
    expect(
      (
        await callRoute(signin, {
          body: { email: user.email, password: testPassword },
          headers: from("2001:db8:1:2:ffff:ffff:ffff:fffe"),
        })
      ).status,
    ).toBe(429);
    expect(
      (
        await callRoute(signin, {
          body: { email: user.email, password: testPassword },
          headers: from("2001:db8:1:3::1"),
        })
      ).status,
    ).toBe(200);
  });
});
