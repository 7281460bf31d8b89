// What a CDN or a browser may keep of the shop's answers (issue 32). The shop expires its own cache
// by tag the moment a price, the stock or a page changes, and no CDN hears of it: a public answer
// may stay in a shared cache at most 60 s past a change (s-maxage + stale-while-revalidate), a page
// in a browser not at all, and what is personal in no cache.
import type { APIRequestContext } from "@playwright/test";
import { productForm } from "../scripts/lib/admin-api";
import { guestOrder } from "../scripts/lib/attacks";
import { admin, customer } from "./support/auth";
import { catalogue } from "./support/catalogue";
import { expect, test } from "./support/test";

const seconds = (cacheControl: string, directive: string) => {
  const found = new RegExp(`(?:^|[\\s,])${directive}=(\\d+)`).exec(cacheControl);
  return found ? Number(found[1]) : undefined;
};

/** How long past a change a shared cache may serve an answer with this Cache-Control. */
function sharedCacheSeconds(cacheControl: string | undefined): number {
  const header = (cacheControl ?? "").toLowerCase();
  if (/\b(private|no-store)\b/.test(header)) return 0;
  const fresh = seconds(header, "s-maxage") ?? seconds(header, "max-age");
  // No freshness at all: a cache may guess one.
  if (fresh === undefined) return Infinity;
  return fresh + (seconds(header, "stale-while-revalidate") ?? 0);
}

/** How long a browser may show it without asking the shop. */
const browserSeconds = (cacheControl: string | undefined) => {
  const header = (cacheControl ?? "").toLowerCase();
  return /\bno-store\b/.test(header) ? 0 : (seconds(header, "max-age") ?? Infinity);
};

const rsc = { rsc: "1" };

async function signIn(request: APIRequestContext, email: string, password: string): Promise<void> {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  await request.post("/api/auth/callback/credentials", { form: { csrfToken, email, password, json: "true" } });
  expect(((await (await request.get("/api/auth/session")).json()) as { user?: { email: string } }).user?.email).toBe(
    email,
  );
}

test("public pages and catalogue answers stay in a shared cache at most 60 s past a change, and pages in no browser", async ({
  request,
}) => {
  const products = await catalogue(request);
  const product = products.find((entry) => entry.pCategory)!;
  const answers: [string, Record<string, string>?][] = [
    ["/"],
    [`/products/${product._id}`],
    [`/products/category/${product.pCategory!._id}`],
    ["/about-us"],
    ["/shipping-policy"],
    ["/track-order"],
    ["/wish-list"],
    ["/sitemap.xml"],
    ["/sitemap/0.xml"],
    ["/api/product/all-product"],
    // What the browser fetches when a shopper follows a link: the page's RSC payload.
    ["/?_rsc", rsc],
    [`/products/${product._id}?_rsc`, rsc],
    ["/about-us?_rsc", rsc],
  ];
  const seen: Record<string, string | undefined> = {};
  for (const [path, headers] of answers) {
    const answer = await request.get(path, { headers, maxRedirects: 0 });
    expect(answer.status(), path).toBe(200);
    const cacheControl = answer.headers()["cache-control"];
    seen[`${path}${headers ? " (RSC)" : ""}`] = cacheControl;
    expect(sharedCacheSeconds(cacheControl), `${path}: ${cacheControl}`).toBeLessThanOrEqual(60);
    if (!path.startsWith("/api/")) expect(browserSeconds(cacheControl), `${path}: ${cacheControl}`).toBe(0);
  }
  console.log(`[caching] public answers: ${JSON.stringify(seen, null, 1)}`);

  // Hashed assets never change under their name: they keep their year.
  const home = await (await request.get("/")).text();
  const asset = /\/_next\/static\/[^"]+\.js/.exec(home)![0];
  expect((await request.get(asset)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("personal answers and pages are kept by no cache", async ({ request, playwright, baseURL, extraHTTPHeaders }) => {
  const noStore = async (path: string, answer: Promise<Awaited<ReturnType<APIRequestContext["get"]>>>) => {
    const response = await answer;
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toMatch(/\bno-store\b/);
    expect(response.headers()["cache-control"], path).not.toMatch(/s-maxage/);
  };

  // A guest's order page, reached by its signed link.
  const shelf = (await catalogue(request)).filter((entry) => entry.hasWeightSelection);
  const plenty = shelf.sort((a, b) => b.pQuantity - a.pQuantity)[0]!;
  const placed = await request.post("/api/order/create-order", {
    data: guestOrder([{ id: plenty._id, weight: "250g", quantity: 1 }]),
  });
  expect(placed.headers()["cache-control"]).toMatch(/no-store/);
  const { orderUrl } = ((await placed.json()) as { order: { orderUrl: string } }).order;
  await noStore(orderUrl, request.get(orderUrl));

  await signIn(request, customer.email, customer.password);
  for (const path of ["/api/auth/session", "/api/session", "/user/orders", "/user/profile", "/user/setting"])
    await noStore(path, request.get(path));
  for (const path of ["/api/order/order-by-user", "/api/user/signle-user"])
    await noStore(path, request.post(path, { data: {} }));

  const staff = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  try {
    await signIn(staff, admin.email, admin.password);
    for (const path of ["/admin/dashboard", "/admin/dashboard/orders", "/api/order/get-all-orders"])
      await noStore(path, staff.get(path));
  } finally {
    await staff.dispose();
  }
});

test("a kept page goes out compressed once under one ETag until it changes; what is not kept is compressed as it goes", async ({
  request,
}) => {
  const browser = { "accept-encoding": "gzip, deflate, br" };
  // A product no other test reads the description of.
  const product = (await catalogue(request)).filter((entry) => entry.pDescription).at(-3)!;
  const path = `/products/${product._id}`;
  const kept = async () => {
    const answer = await request.get(path, { headers: browser });
    expect(answer.status()).toBe(200);
    return answer;
  };
  // The first request may render the page as it streams; from the next it is the kept copy.
  await kept();
  const first = await kept();
  const etag = first.headers().etag!;
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  expect(first.headers()["content-encoding"]).toBe("br");
  expect(first.headers().vary).toMatch(/Accept-Encoding/);
  expect(await first.text()).toContain(product.pDescription);
  expect((await kept()).headers().etag).toBe(etag);
  const gzip = await request.get(path, { headers: { "accept-encoding": "gzip" } });
  expect([gzip.headers()["content-encoding"], gzip.headers().etag]).toEqual(["gzip", etag]);
  const held = await request.get(path, { headers: { ...browser, "if-none-match": etag } });
  expect(held.status()).toBe(304);
  expect((await held.body()).length).toBe(0);

  // A change the page shows: it is rendered anew and kept under another ETag.
  const { token } = (await (
    await request.post("/api/signin", { data: { email: admin.email, password: admin.password } })
  ).json()) as { token: string };
  const edit = (description: string) =>
    request.post("/api/product/edit-product", {
      headers: { authorization: `Bearer ${token}` },
      multipart: Object.fromEntries(productForm(product, { pDescription: description }).entries()) as Record<
        string,
        string
      >,
    });
  const changed = `${product.pDescription} Packed fresh each week.`;
  expect((await edit(changed)).status()).toBe(200);
  try {
    await expect
      .poll(async () => {
        const answer = await kept();
        return (await answer.text()).includes(changed) ? answer.headers().etag : undefined;
      })
      .toMatch(/^W\//);
    const renewed = await kept();
    expect(renewed.headers().etag).not.toBe(etag);
    expect((await request.get(path, { headers: { ...browser, "if-none-match": etag } })).status()).toBe(200);
  } finally {
    await edit(product.pDescription);
  }

  // Not kept: the page's RSC payload and a catalogue answer, compressed as they are written.
  const payload = await request.get(`${path}?_rsc`, { headers: { ...browser, ...rsc } });
  expect([payload.status(), payload.headers()["content-encoding"]]).toEqual([200, "br"]);
  const categories = await request.get("/api/category/all-category", { headers: browser });
  expect([categories.status(), categories.headers()["content-encoding"]]).toEqual([200, "br"]);
});
