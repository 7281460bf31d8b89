import { GET as exportProducts } from "@/app/api/bulk-products/export/route";
import { GET as allCategories } from "@/app/api/category/all-category/route";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { GET as allOrders } from "@/app/api/order/get-all-orders/route";
import { POST as ordersByUser } from "@/app/api/order/order-by-user/route";
import { POST as trackOrder } from "@/app/api/order/track/route";
import { GET as allProducts } from "@/app/api/product/all-product/route";
import { GET as session } from "@/app/api/session/route";
import { POST as signin } from "@/app/api/signin/route";
import { POST as singleUser } from "@/app/api/user/single-user/route";
import { POST as signleUser } from "@/app/api/user/signle-user/route";
import { withOptionalUser } from "@/lib/server/api/handler";
import { callRoute, type RouteResponse } from "../support/api";
import { bearerFor, createProduct, createUser, testPassword } from "../support/fixtures";
import { checkoutBody } from "../support/orders";

// An answer about the caller (or holding a secret: a token, an order's signed link) is never kept
// by a browser's or a proxy's cache; a catalogue answer the same for everyone is not forced private.

const privateNoStore = "private, no-store";
const cacheControl = (response: RouteResponse) => response.headers.get("cache-control");

let customer: { id: string; email: string };
let customerHeaders: Record<string, string>;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  customer = await createUser();
  customerHeaders = await bearerFor(customer.id);
  adminHeaders = await bearerFor((await createUser({ role: 1 })).id);
});

describe("Cache-Control of personal answers", () => {
  it.each<[string, () => Promise<RouteResponse>]>([
    ["order-by-user", () => callRoute(ordersByUser, { body: {}, headers: customerHeaders })],
    ["get-all-orders", () => callRoute(allOrders, { headers: adminHeaders })],
    ["signle-user", () => callRoute(signleUser, { body: {}, headers: customerHeaders })],
    ["single-user", () => callRoute(singleUser, { body: {}, headers: customerHeaders })],
    ["session", () => callRoute(session, { headers: customerHeaders })],
    ["session, signed out", () => callRoute(session, {})],
    ["signin", () => callRoute(signin, { body: { email: customer.email, password: testPassword } })],
  ])("%s answers private, no-store", async (_name, call) => {
    const response = await call();
    expect(response.status).toBe(200);
    expect(response.json).not.toHaveProperty("error");
    expect(cacheControl(response)).toBe(privateNoStore);
  });

  it("create-order and track, which answer an order's signed link, answer private, no-store", async () => {
    const product = await createProduct({ stock: 5 });
    const placed = await callRoute(createOrder, {
      body: checkoutBody([{ id: product.id, weight: "1kg", quantity: 1 }]),
    });
    expect(placed.json).toMatchObject({ success: true });
    expect(cacheControl(placed)).toBe(privateNoStore);
    const { orderNumber, phone } = placed.json.order as { orderNumber: string; phone: string };
    const tracked = await callRoute(trackOrder, { body: { orderNumber, phone } });
    expect(tracked.json).toHaveProperty("orderUrl");
    expect(cacheControl(tracked)).toBe(privateNoStore);
  });

  it.each<[string, () => Promise<RouteResponse>, number]>([
    ["order-by-user signed out", () => callRoute(ordersByUser, { body: {} }), 401],
    ["get-all-orders as a customer", () => callRoute(allOrders, { headers: customerHeaders }), 403],
    ["signle-user of someone else", () => callRoute(signleUser, { body: { uId: "x" }, headers: customerHeaders }), 403],
    [
      "signin with a wrong password",
      () => callRoute(signin, { body: { email: customer.email, password: "nope" } }),
      200,
    ],
    [
      "track of no order",
      () => callRoute(trackOrder, { body: { orderNumber: "MDF-99999", phone: "0300-1234567" } }),
      200,
    ],
  ])("%s is refused private, no-store too", async (_name, call, status) => {
    const response = await call();
    expect(response.status).toBe(status);
    expect(response.json).toHaveProperty("error");
    expect(cacheControl(response)).toBe(privateNoStore);
  });

  it("marks a redirect too, whose headers cannot change", async () => {
    const redirect = withOptionalUser(() => Response.redirect("http://localhost:3000/user/orders", 303));
    const response = await callRoute(redirect, {});
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://localhost:3000/user/orders");
    expect(cacheControl(response)).toBe(privateNoStore);
  });

  it("a handler's own Cache-Control stays", async () => {
    const response = await callRoute(exportProducts, { headers: adminHeaders });
    expect(response.status).toBe(200);
    expect(cacheControl(response)).toBe("no-store");
  });

  it.each<[string, () => Promise<RouteResponse>]>([
    ["all-category", () => callRoute(allCategories, {})],
    ["all-product", () => callRoute(allProducts, {})],
  ])("the public catalogue's %s is not forced private", async (_name, call) => {
    const response = await call();
    expect(response.status).toBe(200);
    expect(cacheControl(response) ?? "").not.toContain("private");
  });
});
