// A database that stops answering (frozen, or cut off) gives clean 503s within seconds, and the
// app serves again by itself once it answers. The app's database client goes through a proxy
// that can freeze, so the test's own database stays untouched.
import type { GET as HealthRoute } from "@/app/api/health/route";
import type { POST as CreateOrderRoute } from "@/app/api/order/create-order/route";
import type { POST as SingleProductRoute } from "@/app/api/product/single-product/route";
import { callRoute, expectRefusal } from "../support/api";
import { restoreEnv, setEnv } from "../support/env";
import { checkoutBody } from "../support/orders";
import { startPausableProxy, type PausableProxy } from "../support/pausable-proxy";

jest.setTimeout(60_000);

let proxy: PausableProxy;
let routes: {
  health: typeof HealthRoute;
  singleProduct: typeof SingleProductRoute;
  createOrder: typeof CreateOrderRoute;
};
let productId: string;

beforeAll(async () => {
  // The app's modules are imported only now, so their database client goes through the proxy.
  proxy = await startPausableProxy(process.env.DATABASE_URL!);
  setEnv({ DATABASE_URL: proxy.url });
  const { createProduct } = await import("../support/fixtures");
  productId = (await createProduct()).id;
  routes = {
    health: (await import("@/app/api/health/route")).GET,
    singleProduct: (await import("@/app/api/product/single-product/route")).POST,
    createOrder: (await import("@/app/api/order/create-order/route")).POST,
  };
});

afterAll(async () => {
  const { db } = await import("@/lib/server/db");
  await db.$disconnect();
  await proxy.close();
  restoreEnv();
});

describe("a database that stops answering", () => {
  it("answers 503 { error } to reads, orders and the health check, then recovers when it answers again", async () => {
    expect((await callRoute(routes.health)).json).toMatchObject({ status: "ok", database: "ok" });
    proxy.freeze();
    try {
      const [health, read, placed] = await Promise.all([
        callRoute(routes.health),
        callRoute(routes.singleProduct, { body: { pId: productId } }),
        callRoute(routes.createOrder, { body: checkoutBody([{ id: productId, quantitiy: 1, weight: "250g" }]) }),
      ]);
      expect(health.status).toBe(503);
      expect(health.json).toMatchObject({ status: "unavailable", database: "unreachable" });
      expectRefusal(read, 503, "The shop is busy right now. Please try again in a moment.");
      expect(read.headers.get("retry-after")).toBe("5");
      expect(placed.status).toBe(503);
    } finally {
      proxy.thaw();
    }
    // Calls that timed out may still land once the server answers again; new ones simply work.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await callRoute(routes.health)).status).toBe(200);
    expect((await callRoute(routes.singleProduct, { body: { pId: productId } })).json.Product).toMatchObject({
      _id: productId,
    });
  });
});
