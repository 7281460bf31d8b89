// What the hostile review of the running shop found (issue 14), tried against the real server.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { expect, test } from "@playwright/test";
import { demoAccounts } from "../prisma/seed/demo-accounts";
import { loginThroughDialog } from "./support/auth";
import { query } from "./support/db";
import { forgetAddressThrottle } from "./support/instance";

const customer = demoAccounts.find((account) => account.role === 0)!;

test.afterEach(forgetAddressThrottle);

test("a hostile `next` keeps a signed-in visitor, and a sign-in on the login page, on this site", async ({ page, baseURL }) => {
  for (const next of ["%2F%09%2Fevil.example", "%2F%0A%2Fevil.example", "%2F%5Cevil.example", "https%3A%2F%2Fevil.example", "javascript%3Aalert(1)"]) {
    await page.goto(`/login?next=${next}`);
    const form = page.getByRole("main");
    await form.getByLabel("Email").fill(customer.email);
    await form.getByLabel("Password", { exact: true }).fill(customer.password);
    await form.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    // Signed in now: the login page itself redirects, and only home.
    const redirect = await page.request.get(`/login?next=${next}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(redirect.headers().location).toBe("/");
    await page.context().clearCookies();
  }
});

test("the server refuses what must not reach the app, and stays up", async ({ request }) => {
  expect((await request.get("/products/%ZZ")).status()).toBe(400);
  const promo = await request.put("/api/promos/%ZZ", { data: {} });
  expect(promo.status()).toBe(400);
  expect(await promo.json()).toEqual({ error: "The address is not valid." });
  expect((await request.get("/?category=%00")).status()).toBe(400);

  const password = "A".repeat(32 * 1024 * 1024);
  const huge = await request.post("/api/signin", { data: { email: customer.email, password } });
  expect(huge.status()).toBe(413);
  expect(await huge.json()).toEqual({ error: "The request is too large (at most 1 MB)." });
  const deep = await request.post("/api/product/cart-product", { headers: { "content-type": "application/json" }, data: `${"[".repeat(10_000)}${"]".repeat(10_000)}` });
  expect(deep.status()).toBe(400);
  expect((await request.get("/api/health")).status()).toBe(200);
});

test("a client's X-Forwarded-For is not believed: rotating it does not get past the throttle", async ({ request }) => {
  const email = `rotate.${Date.now()}@example.pk`;
  expect((await request.post("/api/signup", { data: { name: "Rotating", email, password: "right-password", cPassword: "right-password" } })).ok()).toBe(true);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    await request.post("/api/signin", { data: { email, password: "wrong-password" }, headers: { "x-forwarded-for": `10.0.0.${attempt}` } });
  }
  const rotated = await request.post("/api/signin", { data: { email, password: "right-password" }, headers: { "x-forwarded-for": "10.9.9.9" } });
  expect(rotated.status()).toBe(429);
});

test("'Log out on all devices' ends the session in every browser", async ({ browser }) => {
  const [phone, laptop] = [await browser.newContext(), await browser.newContext()];
  const [phonePage, laptopPage] = [await phone.newPage(), await laptop.newPage()];
  for (const page of [phonePage, laptopPage]) {
    await page.goto("/");
    await loginThroughDialog(page, customer.email, customer.password);
  }
  await laptopPage.goto("/user/setting");
  await laptopPage.getByRole("button", { name: "Log out on all devices" }).click();
  await expect(laptopPage.getByText("You are logged out on all devices")).toBeVisible();
  await expect(laptopPage).toHaveURL(/\/$/);
  await phonePage.goto("/user/profile");
  await expect(phonePage).toHaveURL(/\/login\?next=%2Fuser%2Fprofile$/);
  await Promise.all([phone.close(), laptop.close()]);
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

async function waitForHealth(base: string, timeoutMs = 30_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const status = await fetch(`${base}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base} did not come back within ${timeoutMs} ms`);
}

test("npm start brings a killed server back by itself, and SIGTERM lets the request in flight finish", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const port = String(Number(new URL(baseURL!).port) + 5);
  const base = `http://127.0.0.1:${port}`;
  // The same database as the other tests, so npm start neither owns nor stops it.
  const shop = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], { env: { ...process.env, PORT: port }, stdio: ["ignore", "pipe", "pipe"] });
  const output = watchOutput(shop);
  try {
    await output.waitFor(/The shop is at/);
    const [, pid] = await output.waitFor(/\[server\] listening on .*\(pid (\d+);/);
    process.kill(Number(pid), "SIGKILL");
    await output.waitFor(new RegExp(`The web server \\(pid ${pid}\\) was killed by SIGKILL; starting it again in 1 s`));
    await waitForHealth(base);

    // A request whose body is still arriving when SIGTERM comes is answered, then the server stops.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${base}/api/product/cart-product`, { method: "POST", headers: { "content-type": "application/json" } }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
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
      const pid = /\[server\] listening on .*\(pid (\d+);/.exec(line)?.[1];
      if (pid) killQuietly(Number(pid));
    }
    shop.kill("SIGKILL");
  }
});
