// Each change of an order's life is one log line once it has committed (lib/server/log.ts), naming
// the order and who made it; a change refused inside its transaction logs nothing.
import { Writable } from "node:stream";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { createLogger, replaceLogger } from "@/lib/server/log";
import { recordCallOutcome, updateOrderStatus } from "@/lib/server/orders/lifecycle";
import { recordReturn } from "@/lib/server/orders/parcels";
import { db } from "@/lib/server/db";
import { callRoute } from "../support/api";
import { createProduct } from "../support/fixtures";
import { checkoutBody } from "../support/orders";

const lines: Record<string, unknown>[] = [];
beforeAll(() => {
  replaceLogger(
    createLogger(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split("\n").filter(Boolean))
            lines.push(JSON.parse(line) as Record<string, unknown>);
          done();
        },
      }),
      "info",
    ),
  );
});

const admin = { kind: "Admin" as const, id: "admin-1", name: "Shop Admin" };

it("logs the order placed, the call, each status and nothing for a refused change", async () => {
  const product = await createProduct({ stock: 10 });
  await callRoute(createOrder, { body: checkoutBody([{ id: product.id }]) });
  const { id, number } = await db.order.findFirstOrThrow({ where: { lines: { some: { productId: product.id } } } });
  await recordCallOutcome(id, "Confirmed", admin);
  await updateOrderStatus(id, "Delivered", admin);
  await expect(recordReturn(id, "RefusedAtDoor", admin)).rejects.toThrow("Only a shipped parcel");
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines.filter((line) => line.orderId === id).map((line) => line.event)).toEqual([
    "order.placed",
    "order.call",
    "order.status",
  ]);
  expect(lines.find((line) => line.event === "order.status")).toMatchObject({
    orderId: id,
    status: "Delivered",
    by: "Admin",
    actorId: "admin-1",
  });
  expect(lines.find((line) => line.event === "order.placed")).toMatchObject({ orderNumber: `MDF-${number}` });
});
