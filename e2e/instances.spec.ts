import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { query } from "./support/db";
import { forgetAddressThrottle, withInstance } from "./support/instance";

// Tests that start more production servers on the same build and database. They run after every
// other browser test (playwright.config.ts), so the extra servers never slow a shopper journey down.
test.afterEach(forgetAddressThrottle);

async function signUp(request: APIRequestContext, email: string, password: string) {
  const response = await request.post("/api/signup", {
    data: { name: "Instance Test", email, password, cPassword: password },
  });
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
      const response = await request.post(`${instances[attempt % 2]}/api/signin`, {
        data: { email, password: "wrong-password" },
      });
      expect(await response.json()).toEqual({ error: "Invalid email or password" });
    }
    for (const instance of instances) {
      const refused = await request.post(`${instance}/api/signin`, { data: { email, password: "right-password" } });
      expect(refused.status()).toBe(429);
      expect((await refused.json()).error).toBe(
        "Too many failed login attempts. Please wait 15 minutes and try again.",
      );
    }
  });
});

// Behind an HTTPS proxy (NEXTAUTH_URL https://...) the session cookie is also Secure.
test("behind HTTPS the session cookie is Secure, httpOnly and SameSite=Lax", async ({ request, baseURL }) => {
  const email = `secure.${Date.now()}@example.pk`;
  await signUp(request, email, "right-password");
  await withInstance(baseURL!, 2, { NEXTAUTH_URL: "https://shop.example.pk" }, async (secure) => {
    const csrf = await request.get(`${secure}/api/auth/csrf`);
    const csrfCookie = csrf
      .headersArray()
      .find((header) => header.name.toLowerCase() === "set-cookie" && header.value.includes("csrf-token"))!.value;
    expect(csrfCookie).toMatch(/^__Host-next-auth\.csrf-token=.*; Secure/);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const signIn = await request.post(`${secure}/api/auth/callback/credentials`, {
      form: { csrfToken, email, password: "right-password", json: "true" },
      headers: { cookie: csrfCookie.split(";")[0]!, origin: "https://shop.example.pk" },
      maxRedirects: 0,
    });
    const session = signIn
      .headersArray()
      .find((header) => header.name.toLowerCase() === "set-cookie" && header.value.includes("session-token"))?.value;
    expect(session).toMatch(/^__Secure-next-auth\.session-token=/);
    expect(session).toContain("HttpOnly");
    expect(session).toContain("Secure");
    expect(session).toContain("SameSite=Lax");
  });
});

// Sessions are checked against the database on every request: a password changed through one
// instance ends the token another instance issued.
test("a password change on one instance ends the sessions another issued", async ({ request, baseURL }) => {
  const email = `sessions.${Date.now()}@example.pk`;
  await signUp(request, email, "right-password");
  const signedIn = await request.post("/api/signin", { data: { email, password: "right-password" } });
  const token = { authorization: `Bearer ${(await signedIn.json()).token as string}` };
  expect((await request.post("/api/user/signle-user", { data: {}, headers: token })).status()).toBe(200);
  await withInstance(baseURL!, 3, {}, async (second) => {
    const changed = await request.post(`${second}/api/user/change-password`, {
      data: { oldPassword: "right-password", newPassword: "second-password", confirmPassword: "second-password" },
      headers: token,
    });
    expect(await changed.json()).toMatchObject({ success: "Password changed successfully" });
  });
  expect((await request.post("/api/user/signle-user", { data: {}, headers: token })).status()).toBe(401);
});

// Behind a proxy TRUST_PROXY names, the client is the address the proxy forwarded, and an answer
// that went out over HTTPS carries HSTS; without TRUST_PROXY the same headers are not believed.
test("behind a trusted proxy: the forwarded client address and HSTS over HTTPS", async ({ request, baseURL }) => {
  const email = `proxied.${Date.now()}@example.pk`;
  await signUp(request, email, "right-password");
  const viaProxy = (client: string, proto = "https") => ({ "x-forwarded-for": client, "x-forwarded-proto": proto });

  // The abuse tests' server trusts no proxy (the browser tests' own trusts this machine: scripts/e2e.ts).
  const direct = await request.get(`${process.env.E2E_ABUSE_URL}/api/health`, { headers: viaProxy("203.0.113.1") });
  expect(direct.headers()["strict-transport-security"]).toBeUndefined();

  await withInstance(baseURL!, 4, { TRUST_PROXY: "1" }, async (proxied) => {
    expect(
      (await request.get(`${proxied}/api/health`, { headers: viaProxy("203.0.113.1") })).headers()[
        "strict-transport-security"
      ],
    ).toBe("max-age=31536000");
    expect(
      (await request.get(`${proxied}/api/health`, { headers: viaProxy("203.0.113.1", "http") })).headers()[
        "strict-transport-security"
      ],
    ).toBeUndefined();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await request.post(`${proxied}/api/signin`, {
        data: { email, password: "wrong-password" },
        headers: viaProxy("203.0.113.66"),
      });
    }
    const attacker = await request.post(`${proxied}/api/signin`, {
      data: { email, password: "right-password" },
      headers: viaProxy("203.0.113.66"),
    });
    expect(attacker.status()).toBe(429);
    const owner = await request.post(`${proxied}/api/signin`, {
      data: { email, password: "right-password" },
      headers: viaProxy("198.51.100.20"),
    });
    expect(owner.status()).toBe(200);
  });
});

/** Lines a process writes to stdout, and a wait for one that matches. */
function watchOutput(child: ChildProcess) {
  const lines: string[] = [];
  child.stdout!.on("data", (chunk: Buffer) => lines.push(...chunk.toString().split("\n")));
  child.stderr!.on("data", (chunk: Buffer) => lines.push(...chunk.toString().split("\n")));
  return {
    lines,
    async waitFor(pattern: RegExp, timeoutMs = 60_000): Promise<RegExpMatchArray> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        for (const line of lines) {
          const match = pattern.exec(line);
          if (match) return match;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No line matched ${pattern} in:\n${lines.join("\n")}`);
    },
  };
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // already gone
  }
}

/** Waits until the server answers its health check with 200 (waitForHttp takes any answer). */
async function waitForHealth(base: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const status = await fetch(`${base}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base} did not come back within ${timeoutMs} ms`);
}

test("npm start brings a killed server back by itself, and SIGTERM lets the request in flight finish", async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const port = String(Number(new URL(baseURL!).port) + 5);
  const base = `http://127.0.0.1:${port}`;
  // The same database as the other tests, so npm start neither owns nor stops it.
  const shop = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: { ...process.env, PORT: port },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = watchOutput(shop);
  try {
    await output.waitFor(/The shop is at/);
    const [, pid] = await output.waitFor(/listening on .*\(pid (\d+);/);
    process.kill(Number(pid), "SIGKILL");
    await output.waitFor(new RegExp(`The web server \\(pid ${pid}\\) was killed by SIGKILL; starting it again in 1 s`));
    await waitForHealth(base);

    // A request whose body is still arriving when SIGTERM comes is answered, then the server stops.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        `${base}/api/product/cart-product`,
        { method: "POST", headers: { "content-type": "application/json" } },
        (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on("error", reject);
      request.write('{"cart":');
      setTimeout(() => request.end("[]}"), 1_500);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    shop.kill("SIGTERM");
    expect(await answer).toEqual({ status: 200, body: JSON.stringify({ Products: [], missing: [] }) });
    expect(await new Promise((resolve) => shop.once("exit", resolve))).toBe(0);
    expect(output.lines.some((line) => /SIGTERM: no new connections; finishing 1 request/.test(line))).toBe(true);
    expect(await query<{ ok: number }>("SELECT 1 AS ok")).toEqual([{ ok: 1 }]);
  } finally {
    // The server runs in its own process group: end any that a failed test left behind.
    for (const line of output.lines) {
      const pid = /listening on .*\(pid (\d+);/.exec(line)?.[1];
      if (pid) killQuietly(Number(pid));
    }
    shop.kill("SIGKILL");
  }
});
