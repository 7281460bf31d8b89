// What an order line shows once its product has changed: every view shows what was sold (the
// order's snapshot), whether the product was renamed, repriced, given new pictures, disabled or deleted.
import { readdir } from "node:fs/promises";
import path from "node:path";
import type * as React from "react";
import type * as ReactDomServer from "react-dom/server";
import { renderToStaticMarkup } from "react-dom/server";
import { GET as listImages } from "@/app/api/bulk-products/list-images/route";
import { GET as deliverySlip } from "@/app/api/delivery-slip/pdf-alt/[orderId]/route";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { GET as exportOrders } from "@/app/api/order/export/route";
import { GET as allOrders } from "@/app/api/order/get-all-orders/route";
import { POST as ordersByUser } from "@/app/api/order/order-by-user/route";
import { POST as addProduct } from "@/app/api/product/add-product/route";
import { POST as deleteProduct } from "@/app/api/product/delete-product/route";
import { POST as editProduct } from "@/app/api/product/edit-product/route";
import { GET as getUpload } from "@/app/uploads/[folder]/[file]/route";
import MyOrdersPage from "@/app/[locale]/(shop)/user/orders/page";
import { OrderLines } from "@/components/admin/order-lines";
import { OrdersClient } from "@/components/admin/orders-client";
import { OrderSummary } from "@/components/orders/order-summary";
import { orderFilterSchema } from "@/lib/domain/validation/admin-order";
import type { Order } from "@/lib/domain/orders";
import { db } from "@/lib/server/db";
import { getOrder } from "@/lib/server/orders/admin";
import { orderMessages } from "@/lib/server/outbox/order-messages";
import { callRoute } from "../support/api";
import { bearerFor, createUser } from "../support/fixtures";
import { inLocale } from "../support/intl";
import { checkoutBody } from "../support/orders";
import { formData, pngBytes, pngFile } from "../support/uploads";

const mockViewer = { id: "" };
jest.mock("@/lib/server/auth/guards", () => ({
  ...jest.requireActual<object>("@/lib/server/auth/guards"),
  requireUser: () => Promise.resolve(mockViewer),
}));
jest.mock("next/navigation", () => jest.requireActual<object>("../support/next-navigation"));
// next-intl sets a page's language only where React renders for the server; here the page is English.
jest.mock("@/lib/i18n/page-locale", () => ({ enterLocale: () => Promise.resolve("en") }));
// @react-pdf is an ES module jest cannot load: the slip's text, written out as markup instead of a PDF.
jest.mock("@react-pdf/renderer", () => {
  const { createElement } = jest.requireActual<typeof React>("react");
  const { renderToStaticMarkup: markup } = jest.requireActual<typeof ReactDomServer>("react-dom/server");
  const box =
    (tag: string) =>
    ({ children }: { children?: React.ReactNode }) =>
      createElement(tag, null, children);
  return {
    Document: box("div"),
    Page: box("section"),
    View: box("div"),
    Text: box("p"),
    StyleSheet: { create: <T,>(styles: T) => styles },
    renderToBuffer: (element: React.ReactElement) => Promise.resolve(Buffer.from(markup(element))),
  };
});

jest.setTimeout(60_000);

const soldName = "Kalmi Dates";
/** The product's name now: no view of the past order may show it. */
const renamed = "Kalmi Dates (new crop)";

const storedProductImages = () => readdir(path.join(process.env.UPLOAD_DIR!, "products")).catch(() => [] as string[]);
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&");

let admin: Record<string, string>;
let customer: { id: string; headers: Record<string, string> };
let productId: string;
let orderId: string;
/** The picture the order snapshotted (the product's thumbnail when it was bought). */
let soldImage: string;

async function myOrders(): Promise<string> {
  mockViewer.id = customer.id;
  return renderToStaticMarkup(inLocale(await MyOrdersPage({ params: Promise.resolve({ locale: "en" }) })));
}

const adminList = (order: Order) =>
  renderToStaticMarkup(
    <OrdersClient
      orders={[{ ...order, phoneKey: "923001234567" }]}
      phoneHistories={{}}
      view={{ filter: orderFilterSchema.parse({}), customerName: null, pageCount: 1, total: 1 }}
    />,
  );

async function slip(): Promise<string> {
  const response = await callRoute(deliverySlip, { headers: admin, params: { orderId } });
  expect(response.status).toBe(200);
  return text(response.text);
}

beforeAll(async () => {
  admin = await bearerFor((await createUser({ role: 1 })).id);
  const user = await createUser();
  customer = { id: user.id, headers: await bearerFor(user.id) };
  const fields = {
    pName: soldName,
    pDescription: "Soft dates",
    pPrice: "1800",
    pQuantity: "20",
    pOffer: "0",
    pStatus: "Active",
    hasWeightSelection: "false",
  };
  const added = await callRoute(addProduct, {
    rawBody: formData(fields, { pImage: [pngFile(await pngBytes(64), "kalmi.png")] }),
    headers: admin,
  });
  productId = added.json.productId as string;
  const placed = await callRoute(createOrder, {
    body: checkoutBody([{ id: productId, quantity: 2 }], { user: user.id }),
    headers: customer.headers,
  });
  orderId = (placed.json.order as { _id: string })._id;
  const line = await db.orderLine.findFirstOrThrow({ where: { orderId } });
  expect(line).toMatchObject({ productName: soldName, unitPrice: 1800 });
  soldImage = line.productImage!;

  // After the sale: a new name, a new price and new pictures (the old ones are let go).
  const edited = await callRoute(editProduct, {
    rawBody: formData(
      { ...fields, pId: productId, pName: renamed, pPrice: "2500" },
      {
        pImage: [pngFile(await pngBytes(64, "#2d7c12"), "new-crop.png")],
      },
    ),
    headers: admin,
  });
  expect(edited.json).toEqual({ success: "Product updated successfully" });
});

describe("a renamed, repriced and re-pictured product", () => {
  it("keeps the name sold in My Orders, the admin's lists and order page, and the delivery slip", async () => {
    const order = (await getOrder(orderId))!;
    const views = {
      "My Orders": await myOrders(),
      "the order page": renderToStaticMarkup(inLocale(<OrderSummary order={order} />)),
      "the admin's list": adminList(order),
      "today's orders": renderToStaticMarkup(inLocale(<OrderLines lines={order.lines} />)),
      "the delivery slip": await slip(),
    };
    const shown = (html: string) => ({ sold: text(html).includes(soldName), renamed: text(html).includes(renamed) });
    expect(Object.fromEntries(Object.entries(views).map(([view, html]) => [view, shown(html)]))).toEqual(
      Object.fromEntries(Object.keys(views).map((view) => [view, { sold: true, renamed: false }])),
    );
    expect(text(views["the order page"])).toContain("Rs.\u00a01,800");
    expect(text(views["the delivery slip"])).toContain("Rs.\u00a03,600");
    expect(text(views["the delivery slip"])).not.toContain("Rs.\u00a02,500");
  });

  it("shows the picture it was sold with, which is kept on disk", async () => {
    const order = (await getOrder(orderId))!;
    const encoded = encodeURIComponent(encodeURIComponent(soldImage));
    for (const html of [
      await myOrders(),
      renderToStaticMarkup(inLocale(<OrderSummary order={order} />)),
      renderToStaticMarkup(inLocale(<OrderLines lines={order.lines} />)),
    ])
      expect(html).toContain(encoded);
    expect(await storedProductImages()).toContain(soldImage);
    const served = await callRoute(getUpload, { params: { folder: "products", file: soldImage } });
    expect(served.status).toBe(200);
  });

  it("answers the legacy API with the name sold", async () => {
    const mine = (await callRoute(ordersByUser, { body: { uId: customer.id }, headers: customer.headers })).json
      .Orders as { allProduct: { id: { _id: string; pName: string } | null; productName: string }[] }[];
    expect(mine[0]!.allProduct[0]).toMatchObject({ id: { _id: productId, pName: soldName }, productName: soldName });
    const all = (await callRoute(allOrders, { headers: admin })).json.Orders as {
      _id: string;
      allProduct: { id: { pName: string } | null }[];
    }[];
    expect(all.find((entry) => entry._id === orderId)!.allProduct[0]!.id!.pName).toBe(soldName);
  });

  it("writes the name sold in the e-mails and the CSV export", async () => {
    const order = (await getOrder(orderId))!;
    const [mail] = orderMessages({ ...order, email: "buyer@example.pk" }, "order-confirmed", "e1", { customer: true });
    expect(mail!.text).toContain(`${soldName} × 2: Rs.\u00a03,600`);
    const csv = await callRoute(exportOrders, { path: "/api/order/export", headers: admin });
    expect(csv.text).toContain(`${soldName} × 2`);
    expect(csv.text).not.toContain(renamed);
  });
});

describe("a product no longer sold", () => {
  it("links to the product only while shoppers may buy it", async () => {
    const link = `href="/products/${productId}"`;
    expect(await myOrders()).toContain(link);
    await db.product.update({ where: { id: productId }, data: { status: "Disabled" } });
    const disabled = await myOrders();
    expect(disabled).not.toContain(link);
    expect(text(disabled)).toContain(soldName);
    await db.product.update({ where: { id: productId }, data: { status: "Active" } });
  });

  it("keeps a deleted product's line: its name, picture and the price paid", async () => {
    expect((await callRoute(deleteProduct, { body: { pId: productId }, headers: admin })).json).toEqual({
      success: "Product deleted successfully",
    });
    const html = await myOrders();
    expect(text(html)).toContain(soldName);
    expect(text(html)).not.toContain("Product not found");
    expect(html).toContain(encodeURIComponent(encodeURIComponent(soldImage)));
    expect(html).not.toContain(`href="/products/${productId}"`);
    const order = (await getOrder(orderId))!;
    expect(text(renderToStaticMarkup(inLocale(<OrderSummary order={order} />)))).toContain("Rs.\u00a03,600");
    expect(await slip()).toContain(soldName);
    expect(await storedProductImages()).toContain(soldImage);
    // The image library counts it in use, and will not delete it.
    const library = (await callRoute(listImages, { headers: admin })).json.images as {
      filename: string;
      used: boolean;
    }[];
    expect(library.find((image) => image.filename === soldImage)).toMatchObject({ used: true });
  });
});
