import fc from "fast-check";
import pg from "pg";
import { POST as signin } from "@/app/api/signin/route";
import { POST as signup } from "@/app/api/signup/route";
import { POST as singleUser } from "@/app/api/user/single-user/route";
import { POST as editUser } from "@/app/api/user/edit-user/route";
import { POST as changePassword } from "@/app/api/user/change-password/route";
import { POST as ordersByUser } from "@/app/api/order/order-by-user/route";
import { POST as singleProduct } from "@/app/api/product/single-product/route";
import { POST as productByCategory } from "@/app/api/product/product-by-category/route";
import { POST as wishProduct } from "@/app/api/product/wish-product/route";
import { POST as cartProduct } from "@/app/api/product/cart-product/route";
import { GET as search } from "@/app/api/product/search/route";
import { POST as addReview } from "@/app/api/product/add-review/route";
import { POST as deleteReview } from "@/app/api/product/delete-review/route";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { POST as applyPromo } from "@/app/api/promos/apply/route";
import { POST as metaEvent } from "@/app/api/analytics/meta-event/route";
import { POST as addProduct } from "@/app/api/product/add-product/route";
import { POST as editProduct } from "@/app/api/product/edit-product/route";
import { POST as deleteProduct } from "@/app/api/product/delete-product/route";
import { POST as updateFeatured } from "@/app/api/product/update-order/route";
import { POST as addCategory } from "@/app/api/category/add-category/route";
import { PUT as updateCategory } from "@/app/api/category/update-category/[id]/route";
import { POST as updateOrder } from "@/app/api/order/update-order/route";
import { POST as deleteOrder } from "@/app/api/order/delete-order/route";
import { POST as trackOrder } from "@/app/api/order/track/route";
import { POST as forgotPassword } from "@/app/api/forgot-password/route";
import { POST as resetPassword } from "@/app/api/reset-password/route";
import { POST as recordCall } from "@/app/api/order/confirmation/route";
import { POST as addOrderNote } from "@/app/api/order/note/route";
import { POST as cancelAsFake } from "@/app/api/order/cancel-as-fake/route";
import { DELETE as unblockNumber } from "@/app/api/blocked-phones/[phone]/route";
import { GET as blockedPhones, POST as blockNumber } from "@/app/api/blocked-phones/route";
import { POST as unblockPhone } from "@/app/api/order/unblock-phone/route";
import { POST as recordReturn } from "@/app/api/order/return/route";
import { POST as recordOrderPayment } from "@/app/api/order/payment/route";
import { GET as exportOrders } from "@/app/api/order/export/route";
import { POST as shipOrder } from "@/app/api/order/ship/route";
import { GET as listCouriers, POST as createCourier } from "@/app/api/couriers/route";
import { PUT as updateCourier, DELETE as deleteCourier } from "@/app/api/couriers/[id]/route";
import { POST as uploadSlide } from "@/app/api/customize/upload-slide-image/route";
import { POST as deleteSlide } from "@/app/api/customize/delete-slide-image/route";
import { POST as createPromo } from "@/app/api/promos/create/route";
import { PUT as updatePromo } from "@/app/api/promos/[id]/route";
import { POST as bulkValidate } from "@/app/api/bulk-products/validate/route";
import { GET as bulkImports } from "@/app/api/bulk-products/imports/route";
import { POST as bulkUndo } from "@/app/api/bulk-products/undo/[id]/route";
import { POST as bulkUpload } from "@/app/api/bulk-products/upload/route";
import { POST as uploadImages } from "@/app/api/bulk-products/upload-images/route";
import { GET as listImages } from "@/app/api/bulk-products/list-images/route";
import { GET as downloadTemplate } from "@/app/api/bulk-products/download-template/route";
import { GET as exportProducts } from "@/app/api/bulk-products/export/route";
import { POST as deleteImages } from "@/app/api/bulk-products/delete-images/route";
import { POST as productBulkAction } from "@/app/api/product/bulk-action/route";
import { POST as previewShipmentFile } from "@/app/api/courier-files/shipments/preview/route";
import { POST as importShipmentFile } from "@/app/api/courier-files/shipments/import/route";
import { POST as previewPaymentFile } from "@/app/api/courier-files/payments/preview/route";
import { POST as importPaymentFile } from "@/app/api/courier-files/payments/import/route";
import { GET as courierFileTemplate } from "@/app/api/courier-files/templates/[file]/route";
import { POST as singleUserOldName } from "@/app/api/user/signle-user/route";
import { DELETE as deleteCategory } from "@/app/api/category/delete-category/[id]/route";
import { GET as allCategories } from "@/app/api/category/all-category/route";
import { GET as adminAllCategories } from "@/app/api/category/admin-all-category/route";
import { GET as allProducts } from "@/app/api/product/all-product/route";
import { GET as adminAllProducts } from "@/app/api/product/admin-all-product/route";
import { DELETE as deletePromo } from "@/app/api/promos/[id]/route";
import { GET as allPromos } from "@/app/api/promos/all/route";
import { GET as allOrders } from "@/app/api/order/get-all-orders/route";
import { GET as deliverySlip } from "@/app/api/delivery-slip/pdf-alt/[orderId]/route";
import { POST as dashboardData } from "@/app/api/customize/dashboard-data/route";
import { GET as slides } from "@/app/api/customize/get-slide-image/route";
import { GET as session, DELETE as endSessions } from "@/app/api/session/route";
import { GET as health } from "@/app/api/health/route";
import { POST as editCategoryOldPath } from "@/app/api/category/edit-category/route";
import { POST as deleteCategoryOldPath } from "@/app/api/category/delete-category/route";
import { POST as productByPrice } from "@/app/api/product/product-by-price/route";
import { callRoute } from "../support/api";
import { bearerFor, createCategory, createProduct, createUser, sessionCookieFor } from "../support/fixtures";
import { hostileHeaders, multipartFor, pathParam, queryFor, rawBodyFor, type RawRequestBody } from "../fuzz/payloads";

// A short seeded run in npm test; `npm run fuzz` runs 200 payloads per route and role.
const runs = Number(process.env.FUZZ_RUNS ?? 4);
const seed = Number(process.env.FUZZ_SEED ?? 20261122);
jest.setTimeout(Math.max(60_000, runs * 4_000));

type Handler = (request: never, context: never) => Promise<Response>;

interface Route {
  name: string;
  handler: Handler;
  /** The body's JSON (or form) fields. */
  keys?: string[];
  /** File fields: the call also takes a multipart form. */
  files?: string[];
  /** Path parameters, filled with ids that do not exist and junk. */
  params?: string[];
  /** Query parameters of a GET. */
  query?: string[];
  method?: "GET" | "POST" | "PUT" | "DELETE";
}

const routes: Route[] = [
  { name: "signin", handler: signin, keys: ["email", "password"] },
  { name: "signup", handler: signup, keys: ["name", "email", "password", "cPassword"] },
  { name: "single-user", handler: singleUser, keys: ["uId"] },
  { name: "signle-user", handler: singleUserOldName, keys: ["uId"] },
  { name: "edit-user", handler: editUser, keys: ["uId", "name", "phoneNumber"] },
  { name: "change-password", handler: changePassword, keys: ["uId", "oldPassword", "newPassword", "confirmPassword"] },
  { name: "order-by-user", handler: ordersByUser, keys: ["uId"] },
  { name: "single-product", handler: singleProduct, keys: ["pId"] },
  { name: "product-by-category", handler: productByCategory, keys: ["catId"] },
  { name: "wish-product", handler: wishProduct, keys: ["productArray"] },
  { name: "cart-product", handler: cartProduct, keys: ["cart", "productArray"] },
  { name: "product-by-price", handler: productByPrice, keys: ["price"] },
  {
    name: "edit-category (POST)",
    handler: editCategoryOldPath,
    keys: ["cId", "cDescription", "cStatus", "cNameUr", "cDescriptionUr"],
  },
  { name: "delete-category (POST)", handler: deleteCategoryOldPath, keys: ["cId"] },
  { name: "add-review", handler: addReview, keys: ["pId", "rating", "review", "uId"] },
  { name: "delete-review", handler: deleteReview, keys: ["rId", "pId"] },
  {
    name: "create-order",
    handler: createOrder,
    keys: [
      "allProduct",
      "user",
      "amount",
      "transactionId",
      "address",
      "city",
      "phone",
      "customerInfo",
      "promoCode",
      "orderBreakdown",
      "locale",
    ],
  },
  { name: "promos/apply", handler: applyPromo, keys: ["code", "totalAmount"] },
  {
    name: "meta-event",
    handler: metaEvent,
    keys: ["event_name", "event_id", "custom_data", "user_data", "event_source_url"],
  },
  {
    name: "add-product",
    handler: addProduct,
    keys: [
      "pName",
      "pDescription",
      "pNameUr",
      "pDescriptionUr",
      "pPrice",
      "pQuantity",
      "pOffer",
      "featuredOrder",
      "pStatus",
      "pCategory",
      "hasWeightSelection",
      "cloudinaryUrl",
    ],
    files: ["pImage"],
  },
  {
    name: "edit-product",
    handler: editProduct,
    keys: ["pId", "pName", "pNameUr", "pDescriptionUr", "pPrice", "pQuantity", "pOffer", "pStatus", "cloudinaryUrl"],
    files: ["pEditImages", "pImages"],
  },
  { name: "delete-product", handler: deleteProduct, keys: ["pId"] },
  { name: "update-featured", handler: updateFeatured, keys: ["pId", "featuredOrder"] },
  {
    name: "add-category",
    handler: addCategory,
    keys: ["cName", "cDescription", "cNameUr", "cDescriptionUr", "cStatus", "cImageUrl"],
    files: ["cImage"],
  },
  {
    name: "update-category",
    handler: updateCategory,
    keys: ["cDescription", "cNameUr", "cDescriptionUr", "cStatus", "cImageUrl"],
    files: ["cImage"],
    method: "PUT",
    params: ["id"],
  },
  { name: "delete-category", handler: deleteCategory, method: "DELETE", params: ["id"] },
  { name: "update-order", handler: updateOrder, keys: ["oId", "status"] },
  { name: "delete-order", handler: deleteOrder, keys: ["oId"] },
  { name: "order/track", handler: trackOrder, keys: ["orderNumber", "phone"] },
  { name: "forgot-password", handler: forgotPassword, keys: ["email"] },
  { name: "reset-password", handler: resetPassword, keys: ["token", "password", "cPassword"] },
  { name: "order/confirmation", handler: recordCall, keys: ["oId", "outcome"] },
  { name: "order/note", handler: addOrderNote, keys: ["oId", "note", "internal"] },
  { name: "order/cancel-as-fake", handler: cancelAsFake, keys: ["oId"] },
  { name: "order/unblock-phone", handler: unblockPhone, keys: ["oId"] },
  { name: "blocked-phones (GET)", handler: blockedPhones, method: "GET", query: ["page"] },
  { name: "blocked-phones (POST)", handler: blockNumber, keys: ["phone", "reason"] },
  { name: "blocked-phones/{phone}", handler: unblockNumber, method: "DELETE", params: ["phone"] },
  { name: "order/return", handler: recordReturn, keys: ["oId", "reason"] },
  { name: "order/payment", handler: recordOrderPayment, keys: ["oId", "amount", "fee", "reference"] },
  { name: "order/ship", handler: shipOrder, keys: ["oId", "courierId", "consignmentNumber"] },
  { name: "couriers/create", handler: createCourier, keys: ["name", "trackingUrl", "active"] },
  {
    name: "couriers/update",
    handler: updateCourier,
    keys: ["name", "trackingUrl", "active"],
    method: "PUT",
    params: ["id"],
  },
  { name: "couriers/delete", handler: deleteCourier, method: "DELETE", params: ["id"] },
  {
    name: "order/export",
    handler: exportOrders,
    method: "GET",
    query: ["status", "q", "customer", "from", "to", "held", "page"],
  },
  { name: "get-all-orders", handler: allOrders, method: "GET", query: ["status", "q"] },
  { name: "delivery-slip", handler: deliverySlip, method: "GET", params: ["orderId"] },
  { name: "upload-slide", handler: uploadSlide, keys: ["slideImageUrl", "productId", "categoryId"], files: ["image"] },
  { name: "delete-slide", handler: deleteSlide, keys: ["id"] },
  { name: "dashboard-data", handler: dashboardData, keys: [] },
  {
    name: "promos/create",
    handler: createPromo,
    keys: ["code", "discountType", "discountValue", "expiryDate", "isActive", "usageLimit"],
  },
  {
    name: "promos/update",
    handler: updatePromo,
    keys: ["code", "discountType", "discountValue", "expiryDate", "isActive", "usageLimit"],
    method: "PUT",
    params: ["id"],
  },
  { name: "promos/delete", handler: deletePromo, method: "DELETE", params: ["id"] },
  { name: "bulk/validate", handler: bulkValidate, keys: ["bulkFile"], files: ["bulkFile"] },
  { name: "bulk/upload", handler: bulkUpload, keys: ["bulkFile"], files: ["bulkFile"] },
  { name: "bulk/upload-images", handler: uploadImages, keys: ["images"], files: ["images"] },
  { name: "bulk/delete-images", handler: deleteImages, keys: ["filenames"] },
  { name: "bulk/undo", handler: bulkUndo, params: ["id"] },
  { name: "bulk/imports", handler: bulkImports, method: "GET" },
  { name: "product/bulk-action", handler: productBulkAction, keys: ["action", "ids"] },
  {
    name: "courier-files/shipments/preview",
    handler: previewShipmentFile,
    keys: ["courierId"],
    files: ["courierFile"],
  },
  { name: "courier-files/shipments/import", handler: importShipmentFile, keys: ["courierId"], files: ["courierFile"] },
  {
    name: "courier-files/payments/preview",
    handler: previewPaymentFile,
    keys: ["courierId", "reference"],
    files: ["courierFile"],
  },
  {
    name: "courier-files/payments/import",
    handler: importPaymentFile,
    keys: ["courierId", "reference"],
    files: ["courierFile"],
  },
  { name: "courier-files/templates", handler: courierFileTemplate, method: "GET", params: ["file"] },
  // Reads without a body: junk query strings.
  ...(
    [
      ["all-category", allCategories],
      ["admin-all-category", adminAllCategories],
      ["all-product", allProducts],
      ["admin-all-product", adminAllProducts],
      ["promos/all", allPromos],
      ["couriers", listCouriers],
      ["get-slide-image", slides],
      ["bulk/list-images", listImages],
      ["bulk/download-template", downloadTemplate],
      ["bulk/export", exportProducts],
      ["session", session],
      ["health", health],
    ] as const
  ).map(([name, handler]): Route => ({ name, handler, method: "GET", query: [] })),
  // Last: it ends the caller's sessions, so every later call of that role would only be a 401.
  { name: "session/delete", handler: endSessions, method: "DELETE", query: [] },
];

interface Call {
  body?: RawRequestBody;
  params: Record<string, string>;
  search: string;
  headers: Record<string, string>;
}

/**
 * Generated calls for a route: its body as JSON (or broken JSON), or as a multipart form; junk path and query
 * parameters.
 */
function callsFor(route: Route): fc.Arbitrary<Call> {
  const json = rawBodyFor(route.keys ?? []).map((body): RawRequestBody => ({ body, contentType: "application/json" }));
  const body: fc.Arbitrary<RawRequestBody | undefined> =
    route.method === "GET"
      ? fc.constant(undefined)
      : route.files
        ? fc.oneof(json, multipartFor(route.keys ?? [], route.files))
        : json;
  const params = fc.record(Object.fromEntries((route.params ?? []).map((name) => [name, pathParam])));
  const search = route.query ? queryFor(route.query) : fc.constant("");
  return fc.record({ body, params, search, headers: hostileHeaders });
}

const leak = /\n\s+at |PrismaClient|prisma\.|Invalid `|SELECT |INSERT |duplicate key|violates|node_modules/;

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
const fingerprintSql = [
  "User",
  "Category",
  "Product",
  "ProductImage",
  "Review",
  "Order",
  "OrderLine",
  "OrderEvent",
  "OutboxMessage",
  "PromoCode",
  "SliderImage",
  "AnalyticsEvent",
  "BlockedPhone",
  "Courier",
  "CourierPayment",
  "PasswordReset",
  "BulkImport",
]
  .map((table) => `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${table}" t)`)
  .join(" || ':' || ");

/** A fingerprint of every table the shop's calls may write (login failures are meant to be written). */
async function fingerprint(): Promise<string> {
  return (await client.query<{ sum: string }>(`SELECT ${fingerprintSql} AS sum`)).rows[0]!.sum;
}

describe("fuzzing every route", () => {
  const roles: Record<string, Record<string, string>> = {};

  afterAll(() => client.end());

  beforeAll(async () => {
    await client.connect();
    roles.anonymous = {};
    roles.customer = await bearerFor((await createUser()).id);
    // Our pages' own session: the origin checks apply to it.
    roles["customer (cookie)"] = await sessionCookieFor((await createUser()).id);
    roles.admin = await bearerFor((await createUser({ role: 1 })).id);
    const category = await createCategory();
    await createProduct({ categoryId: category.id });
  });

  it.each(routes.map((route) => [route.name, route] as const))(
    "%s never answers 5xx, leaks nothing, and a refusal writes nothing",
    async (_name, route) => {
      for (const [role, headers] of Object.entries(roles)) {
        await fc.assert(
          fc.asyncProperty(callsFor(route), async (call) => {
            const before = await fingerprint();
            const response = await callRoute(route.handler as unknown as Parameters<typeof callRoute>[0], {
              rawBody: call.body?.body,
              method: route.method ?? "POST",
              headers: {
                ...call.headers,
                ...headers,
                ...(call.body?.contentType ? { "content-type": call.body.contentType } : {}),
              },
              params: call.params,
              path: `/api/fuzz${call.search ? `?${call.search}` : ""}`,
            });
            if (response.status >= 500)
              throw new Error(`${route.name} as ${role} answered ${response.status}: ${response.text.slice(0, 300)}`);
            if (leak.test(response.text))
              throw new Error(`${route.name} as ${role} leaked internals: ${response.text.slice(0, 300)}`);
            const refused =
              response.status >= 400 || (response.json && "error" in response.json) || response.json?.success === false;
            if (refused && (await fingerprint()) !== before)
              throw new Error(`${route.name} as ${role} refused the call but changed the database`);
          }),
          { numRuns: runs, seed, endOnFailure: true },
        );
      }
    },
  );

  it("search never answers 5xx for any query text", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 200 }),
          fc.constantFrom("%", "_", "\\", "'", "%%%%", "x".repeat(5000)),
        ),
        async (text) => {
          const response = await callRoute(search, { path: `/api/product/search?q=${encodeURIComponent(text)}` });
          if (response.status >= 500 || leak.test(response.text))
            throw new Error(`search answered ${response.status}: ${response.text.slice(0, 200)}`);
        },
      ),
      { numRuns: runs * 5, seed },
    );
  });
});
