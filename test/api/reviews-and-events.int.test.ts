import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { POST as metaEvent } from "@/app/api/analytics/meta-event/route";
import { POST as addReview } from "@/app/api/product/add-review/route";
import { POST as deleteReview } from "@/app/api/product/delete-review/route";
import { db } from "@/lib/server/db";
import { callRoute, expectRefusal } from "../support/api";
import { restoreEnv, setEnv } from "../support/env";
import { bearerFor, createCategory, createProduct, createUser, tableCounts } from "../support/fixtures";
import { clientAddressHeader, shopServerFlag } from "@/lib/app-server";

describe("reviews", () => {
  describe("refuse to add", () => {
    let product: { id: string };
    let authorHeaders: Record<string, string>;
    let otherId: string;
    beforeAll(async () => {
      product = await createProduct();
      authorHeaders = await bearerFor((await createUser()).id);
      otherId = (await createUser()).id;
    });

    it.each<{ name: string; body: () => Record<string, unknown>; signedIn?: false; status: number; error: string }>([
      {
        name: "a review from a visitor",
        body: () => ({ pId: product.id, rating: 5, review: "Lovely" }),
        signedIn: false,
        status: 401,
        error: "You must log in to review",
      },
      {
        name: "a rating of 0",
        body: () => ({ pId: product.id, rating: 0, review: "x" }),
        status: 200,
        error: "Rating and review must be required",
      },
      {
        name: "a blank review",
        body: () => ({ pId: product.id, rating: 5, review: "  " }),
        status: 200,
        error: "Rating and review must be required",
      },
      {
        name: "no rating and no review",
        body: () => ({ pId: product.id }),
        status: 200,
        error: "Rating and review must be required",
      },
      {
        name: "a rating of 6",
        body: () => ({ pId: product.id, rating: 6, review: "x" }),
        status: 200,
        error: "Rating must be from 1 to 5",
      },
      {
        name: "a review of an unknown product",
        body: () => ({ pId: "missing", rating: 4, review: "x" }),
        status: 404,
        error: "Product not found",
      },
      {
        name: "a review in another user's name",
        body: () => ({ pId: product.id, rating: 4, review: "x", uId: otherId }),
        status: 403,
        error: "You can only access your own account.",
      },
    ])("$name with $status { error } and write nothing", async ({ body, signedIn, status, error }) => {
      const before = await tableCounts();
      const response = await callRoute(addReview, { body: body(), headers: signedIn === false ? {} : authorHeaders });
      expectRefusal(response, status, error);
      expect(await tableCounts()).toEqual(before);
    });
  });

  it("lets a customer review a product once, with rating and text, and delete only their own", async () => {
    const product = await createProduct();
    const author = await createUser();
    const other = await createUser();
    const headers = await bearerFor(author.id);

    expect(
      (
        await callRoute(addReview, {
          body: { pId: product.id, rating: 4, review: "Fresh and crunchy", uId: author.id },
          headers,
        })
      ).json,
    ).toEqual({ success: "Thanks for your review" });
    expect(
      (await callRoute(addReview, { body: { pId: product.id, rating: 3, review: "Again" }, headers })).json,
    ).toEqual({ error: "You have already reviewed this product" });
    const review = await db.review.findFirstOrThrow({ where: { productId: product.id } });

    const remove = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      callRoute(deleteReview, { body, headers });
    expectRefusal(
      await remove({ rId: review.id, pId: product.id }, await bearerFor(other.id)),
      403,
      "You can only delete your own reviews.",
    );
    expectRefusal(await remove({ rId: review.id }), 401, "Please log in to continue.");
    expectRefusal(await remove({ rId: "missing" }, headers), 404, "Review not found");
    expect((await callRoute(deleteReview, { body: { rId: review.id, pId: product.id }, headers })).json).toEqual({
      success: "Review deleted successfully",
    });
    expect(await db.review.count({ where: { productId: product.id } })).toBe(0);
  });

  it("answers a review of a product shoppers cannot see as for an unknown product", async () => {
    const disabledCategory = await createCategory({ status: "Disabled" });
    const hidden = await createProduct({ categoryId: disabledCategory.id });
    const headers = await bearerFor((await createUser()).id);
    const response = await callRoute(addReview, { body: { pId: hidden.id, rating: 5, review: "Lovely" }, headers });
    expect([response.status, response.json]).toEqual([404, { error: "Product not found" }]);
    expect(await db.review.count({ where: { productId: hidden.id } })).toBe(0);
  });

  it("lets an admin delete any review", async () => {
    const product = await createProduct();
    const author = await createUser();
    const admin = await createUser({ role: 1 });
    const review = await db.review.create({
      data: { productId: product.id, userId: author.id, rating: 2, text: "Meh" },
    });
    expect(
      (await callRoute(deleteReview, { body: { rId: review.id }, headers: await bearerFor(admin.id) })).json,
    ).toEqual({ success: "Review deleted successfully" });
  });
});

describe("POST /api/analytics/meta-event", () => {
  const received: { url: string; body: unknown }[] = [];
  const fake = createServer((request: IncomingMessage, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      received.push({ url: request.url ?? "", body: JSON.parse(text) as unknown });
      response.writeHead(200, { "content-type": "application/json" }).end('{"events_received":1}');
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  });
  afterEach(restoreEnv);
  afterAll(async () => {
    await new Promise((resolve) => fake.close(resolve));
  });

  const event = {
    datasetId: "browser-dataset",
    accessToken: "browser-token",
    event_name: "InitiateCheckout",
    event_id: "checkout-1",
    event_source_url: "http://localhost:3000/checkout",
    custom_data: { currency: "PKR", value: 2450, contents: [{ id: "p1", quantity: 2, item_price: 1225 }] },
    fbp: "fb.1.123.456",
  };

  it("stores the event and does not forward it when the server has no Meta credentials", async () => {
    const response = await callRoute(metaEvent, { body: event });
    expect(response.json).toEqual({ success: true, forwarded: false });
    expect(
      await db.analyticsEvent.findFirst({
        where: { eventId: "checkout-1" },
        select: { eventName: true, forwardError: true },
      }),
    ).toEqual({ eventName: "InitiateCheckout", forwardError: "not configured" });
    expect(received).toHaveLength(0);
  });

  it("forwards with the server's own dataset and token, ignoring the browser's", async () => {
    setEnv({
      META_DATASET_ID: "server-dataset",
      META_ACCESS_TOKEN: "server-token",
      META_GRAPH_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v21.0`,
      // The address the production server resolved for the client (any X-Forwarded-For is not believed).
      [shopServerFlag]: "1",
    });
    const headers = { "user-agent": "jest", [clientAddressHeader]: "203.0.113.5", "x-forwarded-for": "198.51.100.66" };
    const response = await callRoute(metaEvent, { body: { ...event, event_id: "checkout-2" }, headers });
    expect(response.json).toEqual({ success: true, forwarded: true });
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe("/v21.0/server-dataset/events?access_token=server-token");
    expect(received[0]!.body).toMatchObject({
      data: [
        {
          event_name: "InitiateCheckout",
          event_id: "checkout-2",
          custom_data: { currency: "PKR", value: 2450 },
          user_data: { client_ip_address: "203.0.113.5", client_user_agent: "jest", fbp: "fb.1.123.456" },
        },
      ],
    });
    expect(JSON.stringify(received[0]!.body)).not.toContain("browser-token");
    expect((await db.analyticsEvent.findFirstOrThrow({ where: { eventId: "checkout-2" } })).forwardedAt).not.toBeNull();
  });

  it("refuses unknown events and oversized data", async () => {
    const unknown = await callRoute(metaEvent, { body: { event_name: "DropTables" } });
    expectRefusal(unknown, 400, "Unknown event name");
    const oversized = await callRoute(metaEvent, {
      body: { event_name: "PageView", custom_data: { blob: "x".repeat(20_000) } },
    });
    expectRefusal(oversized, 400, "The event data is too large");
  });
});
