// Orders placed through the checkout's route and taken as far as the courier, for the tests of
// what happens to a parcel after "Shipped".
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { db } from "@/lib/server/db";
import type { Actor } from "@/lib/server/orders/history";
import { updateOrderStatus } from "@/lib/server/orders/lifecycle";
import { shipOrder } from "@/lib/server/orders/parcels";
import { callRoute } from "./api";
import { createProduct } from "./fixtures";
import { checkoutBody } from "./orders";

export const packer: Actor = { kind: "Admin", id: null, name: "Packer" };

/** A courier the migration lists. */
export const tcs = "courier-tcs";

let consignments = 0;

export interface PlacedOrder {
  id: string;
  number: number;
  total: number;
  email: string;
  productId: string;
}

/**
 * A guest's order of 1 kg (two 500 g packs at Rs. 2,000 a kilo less 10%: Rs. 1,800, plus Rs. 249
 * delivery) of a product of its own with 10 kg on the shelf, so its stock is 9 kg once placed.
 */
export async function placeOrder(extra: Record<string, unknown> = {}): Promise<PlacedOrder> {
  const product = await createProduct({ price: 2000, offer: 10, stock: 10 });
  const body = checkoutBody([{ id: product.id, weight: "500g", quantity: 2 }], extra);
  const response = await callRoute(createOrder, { body });
  const order = response.json.order as { _id: string; orderNumber: string; amount: number } | undefined;
  if (!order) throw new Error(`The order was not placed: ${response.text}`);
  return {
    id: order._id,
    number: Number(order.orderNumber.replace(/\D/g, "")),
    total: order.amount,
    email: body.customerInfo.email,
    productId: product.id,
  };
}

/** Confirmed, packed and handed to `courierId` under a consignment number of its own. */
export async function shipPlacedOrder(order: PlacedOrder, courierId = tcs): Promise<string> {
  await updateOrderStatus(order.id, "Processing", packer);
  const consignmentNumber = `CN${Date.now()}${(consignments += 1)}`;
  await shipOrder(order.id, { courierId, consignmentNumber }, packer);
  return consignmentNumber;
}

export async function placeShippedOrder(courierId = tcs): Promise<PlacedOrder> {
  const order = await placeOrder();
  await shipPlacedOrder(order, courierId);
  return order;
}

export async function stockOf(productId: string): Promise<number> {
  return (await db.product.findUniqueOrThrow({ where: { id: productId } })).stock.toNumber();
}

/** The topics of the messages written to the customer about the order, oldest first. */
export async function customerTopics(order: PlacedOrder): Promise<string[]> {
  const messages = await db.outboxMessage.findMany({
    where: { orderId: order.id, to: order.email },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { topic: true },
  });
  return messages.map((message) => message.topic);
}

export interface OrderRow {
  total: number;
  status?: "NotProcessed" | "Processing" | "Shipped" | "Delivered" | "Cancelled";
  city?: string;
  courierId?: string | null;
  createdAt?: Date;
  deliveredAt?: Date;
  paidAt?: Date;
  paidAmount?: number;
  courierFee?: number;
  returnedAt?: Date;
}

let rows = 0;

/**
 * An order written straight to the database with its parcel's dates, for the reports' figures: one
 * line of a product of its own, its total the line's price (no delivery, no promo).
 */
export async function writeOrder(row: OrderRow) {
  const product = await createProduct();
  const { returnedAt, courierId, ...rest } = row;
  return db.order.create({
    data: {
      transactionId: `TXN-ROW-${Date.now()}-${(rows += 1)}`,
      fullName: "Nadia Report",
      phone: "0300-7654321",
      address: "12 Mall Road",
      city: "Lahore",
      subtotal: row.total,
      deliveryCharge: 0,
      ...rest,
      ...(courierId ? { courierId, consignmentNumber: `ROW${Date.now()}${rows}` } : {}),
      ...(returnedAt ? { returnedAt, returnReason: "RefusedAtDoor" as const, status: "Cancelled" as const } : {}),
      lines: {
        create: [
          {
            position: 0,
            productId: product.id,
            productName: product.name,
            quantity: 1,
            unitPrice: row.total,
            originalPrice: row.total,
            stockTaken: 1,
          },
        ],
      },
    },
    select: { id: true, number: true, total: true },
  });
}
