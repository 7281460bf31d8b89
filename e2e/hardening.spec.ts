// What the hostile review of the running shop found (issue 14), tried against the real server.
import { expect, newShopperContext, test } from "./support/test";
import { customer, loginOnPage, loginThroughDialog, newCustomer } from "./support/auth";
import { forgetAddressThrottle } from "./support/instance";

test.afterEach(forgetAddressThrottle);

test("a hostile `next` keeps a sign-in on the login page, and a signed-in visitor, on this site", async ({
  page,
  baseURL,
}) => {
  await page.goto("/login?next=%2F%09%2Fevil.example");
  await loginOnPage(page, customer.email, customer.password);
  await expect(page).toHaveURL(`${baseURL}/`);
  // Signed in now: the login page itself redirects, and only home (a newline was a 500).
  for (const next of [
    "%2F%09%2Fevil.example",
    "%2F%0A%2Fevil.example",
    "%2F%5Cevil.example",
    "%2F%2F%2Fevil.example",
    "https%3A%2F%2Fevil.example",
    "javascript%3Aalert(1)",
  ]) {
    const redirect = await page.request.get(`/login?next=${next}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(redirect.headers().location).toBe("/");
  }
  const local = await page.request.get("/login?next=%2Fuser%2Forders", { maxRedirects: 0 });
  expect(local.headers().location).toBe("/user/orders");
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
  const deep = await request.post("/api/product/cart-product", {
    headers: { "content-type": "application/json" },
    data: `${"[".repeat(10_000)}${"]".repeat(10_000)}`,
  });
  expect(deep.status()).toBe(400);
  expect((await request.get("/api/health")).status()).toBe(200);
});

test("'Log out on all devices' ends the session in every browser", async ({ browser, request }) => {
  // An account of its own: ending the demo customer's sessions would sign out the tests running beside it.
  const customer = await newCustomer(request);
  const [phone, laptop] = [await newShopperContext(browser), await newShopperContext(browser)];
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
