import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { POST as metaEvent } from "@/app/api/analytics/meta-event/route";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { db } from "@/lib/server/db";
import { callRoute } from "../support/api";
import { restoreEnv, setEnv } from "../support/env";
import { createProduct } from "../support/fixtures";
import { checkoutBody } from "../support/orders";

// An order's page carries its secret key in the query (/orders/MDF-10234?key=...): whatever page
// address a browser or a Referer gives, the shop stores and forwards it without query or fragment.

const received: unknown[] = [];
const fakeMeta = createServer((request: IncomingMessage, response) => {
  let text = "";
  request.on("data", (chunk: Buffer) => (text += chunk.toString()));
  request.on("end", () => {
    received.push(JSON.parse(text) as unknown);
    response.writeHead(200, { "content-type": "application/json" }).end('{"events_received":1}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => fakeMeta.listen(0, "127.0.0.1", resolve));
  setEnv({
    META_DATASET_ID: "server-dataset",
    META_ACCESS_TOKEN: "server-token",
    META_GRAPH_URL: `http://127.0.0.1:${(fakeMeta.address() as AddressInfo).port}/v21.0`,
  });
});
afterAll(async () => {
  restoreEnv();
  await new Promise((resolve) => fakeMeta.close(resolve));
});

const sourceUrlOf = async (eventId: string) =>
  (await db.analyticsEvent.findFirstOrThrow({ where: { eventId }, select: { eventSourceUrl: true } })).eventSourceUrl;

describe("the page address of a conversion event", () => {
  it("is stored and forwarded without the order page's key", async () => {
    received.length = 0;
    const response = await callRoute(metaEvent, {
      body: {
        event_name: "PageView",
        event_id: "order-page-view",
        event_source_url: "http://localhost:3000/orders/MDF-10001?key=abc#x",
      },
    });
    expect(response.json).toEqual({ success: true, forwarded: true });
    expect(await sourceUrlOf("order-page-view")).toBe("http://localhost:3000/orders/MDF-10001");
    expect(received).toMatchObject([{ data: [{ event_source_url: "http://localhost:3000/orders/MDF-10001" }] }]);
    expect(JSON.stringify(received)).not.toContain("abc");
  });

  it("of a Purchase, taken from the Referer, loses its query too", async () => {
    const product = await createProduct({ stock: 5 });
    const response = await callRoute(createOrder, {
      body: checkoutBody([{ id: product.id, weight: "1kg", quantity: 1 }]),
      headers: { referer: "http://localhost:3000/checkout?key=secret#pay" },
    });
    expect(response.json).toMatchObject({ success: true });
    const order = await db.order.findFirstOrThrow({ where: { lines: { some: { productId: product.id } } } });
    expect(await sourceUrlOf(`purchase-${order.id}`)).toBe("http://localhost:3000/checkout");
    // Forwarded in the background, after the order's answer.
    const forwarded = () =>
      db.analyticsEvent.findFirstOrThrow({ where: { eventId: `purchase-${order.id}` }, select: { forwardedAt: true } });
    for (let tries = 0; (await forwarded()).forwardedAt === null && tries < 50; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toContainEqual({
      data: [expect.objectContaining({ event_source_url: "http://localhost:3000/checkout" })],
    });
  });
});
