// The REST contract on the demo data: every call's answer, recorded in __snapshots__, so a change
// inside the shop that changes what an old client reads fails here. Ids, dates, tokens, stored
// file names and transaction ids vary from run to run and are written as the row they name.
import { POST as metaEvent } from "@/app/api/analytics/meta-event/route";
import { GET as downloadTemplate } from "@/app/api/bulk-products/download-template/route";
import { GET as listImages } from "@/app/api/bulk-products/list-images/route";
import { POST as bulkUpload } from "@/app/api/bulk-products/upload/route";
import { POST as uploadImages } from "@/app/api/bulk-products/upload-images/route";
import { POST as bulkValidate } from "@/app/api/bulk-products/validate/route";
import { POST as addCategory } from "@/app/api/category/add-category/route";
import { GET as adminAllCategory } from "@/app/api/category/admin-all-category/route";
import { GET as allCategory } from "@/app/api/category/all-category/route";
import { DELETE as deleteCategory } from "@/app/api/category/delete-category/[id]/route";
import { PUT as updateCategory } from "@/app/api/category/update-category/[id]/route";
import { POST as dashboardData } from "@/app/api/customize/dashboard-data/route";
import { POST as deleteSlide } from "@/app/api/customize/delete-slide-image/route";
import { GET as getSlides } from "@/app/api/customize/get-slide-image/route";
import { POST as uploadSlide } from "@/app/api/customize/upload-slide-image/route";
import { GET as deliverySlip } from "@/app/api/delivery-slip/pdf-alt/[orderId]/route";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { POST as deleteOrder } from "@/app/api/order/delete-order/route";
import { GET as allOrders } from "@/app/api/order/get-all-orders/route";
import { POST as ordersByUser } from "@/app/api/order/order-by-user/route";
import { POST as updateOrder } from "@/app/api/order/update-order/route";
import { POST as addProduct } from "@/app/api/product/add-product/route";
import { POST as addReview } from "@/app/api/product/add-review/route";
import { GET as adminAllProduct } from "@/app/api/product/admin-all-product/route";
import { GET as allProduct } from "@/app/api/product/all-product/route";
import { POST as cartProduct } from "@/app/api/product/cart-product/route";
import { POST as deleteProduct } from "@/app/api/product/delete-product/route";
import { POST as deleteReview } from "@/app/api/product/delete-review/route";
import { POST as editProduct } from "@/app/api/product/edit-product/route";
import { POST as productByCategory } from "@/app/api/product/product-by-category/route";
import { GET as search } from "@/app/api/product/search/route";
import { POST as singleProduct } from "@/app/api/product/single-product/route";
import { POST as updateFeatured } from "@/app/api/product/update-order/route";
import { POST as wishProduct } from "@/app/api/product/wish-product/route";
import { DELETE as deletePromo, PUT as updatePromo } from "@/app/api/promos/[id]/route";
import { GET as allPromos } from "@/app/api/promos/all/route";
import { POST as applyPromo } from "@/app/api/promos/apply/route";
import { POST as createPromo } from "@/app/api/promos/create/route";
import { GET as session } from "@/app/api/session/route";
import { POST as signin } from "@/app/api/signin/route";
import { POST as signup } from "@/app/api/signup/route";
import { POST as changePassword } from "@/app/api/user/change-password/route";
import { POST as editUser } from "@/app/api/user/edit-user/route";
import { POST as singleUser } from "@/app/api/user/single-user/route";
import { POST as signleUser } from "@/app/api/user/signle-user/route";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { seedDemo } from "@/prisma/seed";
import { demoAccounts } from "@/prisma/seed/demo-accounts";
import { callRoute, type CallOptions, type RouteHandler } from "../support/api";
import { bulkCsvHeader, csvForm, formData, pngBytes, pngFile } from "../support/uploads";

jest.setTimeout(120_000);

/** What names a row in a snapshot: its name, code, e-mail or place, never its random id. */
async function rowLabels(): Promise<Map<string, string>> {
  const [products, categories, users, orders, reviews, promos, slides, imports] = await Promise.all([
    db.product.findMany({ select: { id: true, name: true } }),
    db.category.findMany({ select: { id: true, name: true } }),
    db.user.findMany({ select: { id: true, email: true } }),
    db.order.findMany({
      select: { id: true, fullName: true, createdAt: true },
      orderBy: [{ createdAt: "asc" }, { fullName: "asc" }],
    }),
    db.review.findMany({
      select: { id: true, product: { select: { name: true } }, user: { select: { email: true } } },
    }),
    db.promoCode.findMany({ select: { id: true, code: true } }),
    db.sliderImage.findMany({
      select: { id: true, position: true, createdAt: true },
      orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    }),
    db.bulkImport.findMany({ select: { id: true }, orderBy: { createdAt: "asc" } }),
  ]);
  const labels = new Map<string, string>();
  for (const row of products) labels.set(row.id, `<product ${row.name}>`);
  for (const row of categories) labels.set(row.id, `<category ${row.name}>`);
  for (const row of users) labels.set(row.id, `<user ${row.email}>`);
  for (const [index, row] of orders.entries()) labels.set(row.id, `<order ${index + 1} of ${row.fullName}>`);
  for (const row of reviews) labels.set(row.id, `<review of ${row.product.name} by ${row.user.email}>`);
  for (const row of promos) labels.set(row.id, `<promo ${row.code}>`);
  for (const [index, row] of slides.entries()) labels.set(row.id, `<slide ${index + 1}>`);
  for (const [index, row] of imports.entries()) labels.set(row.id, `<bulk import ${index + 1}>`);
  return labels;
}

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const jwt = /^eyJ[\w-]+\.[\w-]*\.[\w-]*(\.[\w-]*\.[\w-]*)?$/;
const storedFile = /^[a-z0-9]+-[0-9a-f]{16}\.(webp|png|jpe?g)$/;
const transactionId = /^TXN-\d+-[A-Z0-9]+$/;

function normalise(value: unknown, labels: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((entry) => normalise(entry, labels));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, normalise(entry, labels)]));
  }
  if (typeof value !== "string") return value;
  if (labels.has(value)) return labels.get(value);
  if (isoDate.test(value)) return "<date>";
  if (jwt.test(value)) return "<token>";
  if (storedFile.test(value)) return "<stored file>";
  if (transactionId.test(value)) return "<transaction id>";
  return value
    .replace(/\b(thumb-)?[a-z0-9]+-[0-9a-f]{16}\.(webp|png|jpe?g)\b/g, "<stored file>")
    .replace(/([?&]key=)[\w-]{22}(?![\w-])/g, "$1<key>");
}

/** Calls a handler and returns what an old client reads: the status and the body, with its variable parts named. */
async function answer<P>(handler: RouteHandler<P>, options: CallOptions<P> = {}) {
  const response = await callRoute(handler, options);
  const type = response.headers.get("content-type") ?? "";
  const body = type.includes("json")
    ? normalise(response.json, await rowLabels())
    : `${type}, ${response.text.length > 0 ? "non-empty" : "empty"}`;
  return { status: response.status, body };
}

const idOf = async (table: "product" | "category", name: string) =>
  (await db[table as "product"].findFirstOrThrow({ where: { name }, select: { id: true } })).id;
const orderIds = async () =>
  (await db.order.findMany({ orderBy: [{ createdAt: "asc" }, { fullName: "asc" }], select: { id: true } })).map(
    (order) => order.id,
  );

async function tokenOf(email: string, password: string): Promise<Record<string, string>> {
  const response = await callRoute(signin, { body: { email, password } });
  return { authorization: `Bearer ${(response.json as { token: string }).token}` };
}

const imageForm = (field: string, fields: Record<string, string>, png: Buffer) =>
  formData(fields, { [field]: [pngFile(png, "picture.png")] });

let admin: Record<string, string>;
let customer: Record<string, string>;
let png: Buffer;

beforeAll(async () => {
  await seedDemo(db, { uploadDir: env.UPLOAD_DIR });
  const [adminAccount, customerAccount] = demoAccounts;
  admin = await tokenOf(adminAccount.email, adminAccount.password);
  customer = await tokenOf(customerAccount.email, customerAccount.password);
  png = await pngBytes(8, "#8b5a2b");
});

describe("the REST contract on the demo data", () => {
  it("answers the catalogue reads", async () => {
    const almonds = await idOf("product", "Mamra Almonds");
    const dates = await idOf("category", "Dates");
    expect(await answer(allProduct)).toMatchSnapshot("all-product");
    expect(await answer(allCategory)).toMatchSnapshot("all-category");
    expect(await answer(getSlides)).toMatchSnapshot("get-slide-image");
    expect(await answer(singleProduct, { body: { pId: almonds } })).toMatchSnapshot("single-product");
    expect(await answer(singleProduct, { body: { pId: "missing" } })).toMatchSnapshot("single-product unknown");
    expect(await answer(singleProduct, { body: {} })).toMatchSnapshot("single-product without id");
    expect(await answer(productByCategory, { body: { catId: dates } })).toMatchSnapshot("product-by-category");
    expect(await answer(productByCategory, { body: { catId: "missing" } })).toMatchSnapshot(
      "product-by-category unknown",
    );
    expect(await answer(wishProduct, { body: { productArray: [almonds, "missing"] } })).toMatchSnapshot("wish-product");
    expect(await answer(wishProduct, { body: { productArray: "x" } })).toMatchSnapshot("wish-product not a list");
    expect(await answer(search, { path: "/api/product/search?q=al" })).toMatchSnapshot("search");
    expect(await answer(search, { path: "/api/product/search?q=" })).toMatchSnapshot("search empty");
  });

  it("re-prices a cart", async () => {
    const almonds = await idOf("product", "Mamra Almonds");
    const byPiece = (
      await db.product.findFirstOrThrow({
        where: { hasWeightSelection: false, status: "Active" },
        orderBy: { name: "asc" },
        select: { id: true },
      })
    ).id;
    const cart = [
      { id: almonds, weight: "500g", quantity: 2 },
      { id: almonds, weight: "1kg", quantitiy: 1 },
      { id: byPiece, weight: "", quantity: 3 },
      { id: "missing", weight: "250g", quantity: 1 },
    ];
    expect(await answer(cartProduct, { body: { cart } })).toMatchSnapshot("cart-product");
    expect(
      await answer(cartProduct, { body: { cart: [{ id: almonds, weight: "2kg", quantity: 1 }] } }),
    ).toMatchSnapshot("cart-product bad weight");
    expect(await answer(cartProduct, { body: { cart: [{ id: almonds, quantity: 51 }] } })).toMatchSnapshot(
      "cart-product too many",
    );
  });

  it("answers accounts", async () => {
    const zaraSignup = {
      name: "Zara Sheikh",
      email: "zara@example.pk",
      password: "Secret#2026",
      cPassword: "Secret#2026",
    };
    expect(await answer(signup, { body: zaraSignup })).toMatchSnapshot("signup");
    expect(await answer(signup, { body: zaraSignup })).toMatchSnapshot("signup taken");
    expect(
      await answer(signup, { body: { name: "", email: "nope", password: "short", cPassword: "other" } }),
    ).toMatchSnapshot("signup invalid");
    expect(await answer(signin, { body: { email: "zara@example.pk", password: "Secret#2026" } })).toMatchSnapshot(
      "signin",
    );
    expect(await answer(signin, { body: { email: "zara@example.pk", password: "Wrong#2026" } })).toMatchSnapshot(
      "signin wrong password",
    );
    expect(await answer(signin, { body: { email: "", password: "" } })).toMatchSnapshot("signin blank");
    const zara = await tokenOf("zara@example.pk", "Secret#2026");
    expect(await answer(singleUser, { body: {}, headers: zara })).toMatchSnapshot("single-user");
    expect(await answer(signleUser, { body: {}, headers: zara })).toMatchSnapshot("signle-user");
    expect(await answer(singleUser, { body: {} })).toMatchSnapshot("single-user signed out");
    const adminId = (await db.user.findFirstOrThrow({ where: { role: 1 }, select: { id: true } })).id;
    expect(await answer(singleUser, { body: { uId: adminId }, headers: zara })).toMatchSnapshot(
      "single-user someone else",
    );
    expect(
      await answer(editUser, { body: { name: "Zara S.", phoneNumber: "03001112223" }, headers: zara }),
    ).toMatchSnapshot("edit-user");
    expect(await answer(editUser, { body: { name: "" }, headers: zara })).toMatchSnapshot("edit-user blank name");
    expect(
      await answer(changePassword, { body: { oldPassword: "Wrong#2026", newPassword: "Newer#2026" }, headers: zara }),
    ).toMatchSnapshot("change-password wrong old");
    expect(
      await answer(changePassword, { body: { oldPassword: "Secret#2026", newPassword: "Newer#2026" }, headers: zara }),
    ).toMatchSnapshot("change-password");
    expect(await answer(session, { headers: customer })).toMatchSnapshot("session");
    expect(await answer(session)).toMatchSnapshot("session signed out");
  });

  it("places orders and applies promos", async () => {
    const almonds = await idOf("product", "Mamra Almonds");
    const contact = {
      address: "House 1, Street 2, F-7",
      city: "Islamabad",
      phone: "03001234567",
      customerInfo: { fullName: "Guest Buyer", email: "guest@example.pk" },
    };
    const lines = [{ id: almonds, weight: "500g", quantitiy: 2 }];
    expect(await answer(applyPromo, { body: { code: "welcome10", totalAmount: 3000 } })).toMatchSnapshot(
      "promos/apply",
    );
    expect(await answer(applyPromo, { body: { code: "EID2025", totalAmount: 3000 } })).toMatchSnapshot(
      "promos/apply expired",
    );
    expect(await answer(applyPromo, { body: { code: "SUMMER15", totalAmount: 3000 } })).toMatchSnapshot(
      "promos/apply inactive",
    );
    expect(await answer(applyPromo, { body: { code: "NOPE", totalAmount: 3000 } })).toMatchSnapshot(
      "promos/apply unknown",
    );
    expect(await answer(applyPromo, { body: { code: "" } })).toMatchSnapshot("promos/apply blank");
    const guestOrder = {
      ...contact,
      allProduct: lines,
      transactionId: "TXN-CONTRACT-GUEST",
      promoCode: "WELCOME10",
      amount: 1,
    };
    expect(await answer(createOrder, { body: guestOrder })).toMatchSnapshot("create-order guest");
    expect(await answer(createOrder, { body: guestOrder })).toMatchSnapshot("create-order replayed");
    expect(
      await answer(createOrder, { body: { ...guestOrder, allProduct: [{ id: almonds, weight: "1kg", quantity: 1 }] } }),
    ).toMatchSnapshot("create-order id reused");
    expect(await answer(createOrder, { body: { ...guestOrder, phone: "0333-7654321" } })).toMatchSnapshot(
      "create-order id reused by another buyer",
    );
    expect(
      await answer(createOrder, {
        body: {
          ...contact,
          allProduct: [{ id: almonds, weight: "1kg", quantity: 1 }],
          transactionId: "TXN-CONTRACT-CUSTOMER",
        },
        headers: customer,
      }),
    ).toMatchSnapshot("create-order customer");
    expect(await answer(createOrder, { body: { ...contact, allProduct: [] } })).toMatchSnapshot("create-order empty");
    expect(await answer(createOrder, { body: { ...contact, phone: "12", allProduct: lines } })).toMatchSnapshot(
      "create-order bad phone",
    );
    expect(
      await answer(createOrder, { body: { ...contact, allProduct: [{ id: "missing", quantity: 1 }] } }),
    ).toMatchSnapshot("create-order unknown product");
    expect(
      await answer(createOrder, { body: { ...contact, allProduct: [{ id: almonds, weight: "1kg", quantity: 50 }] } }),
    ).toMatchSnapshot("create-order over the online limit");
    const kernels = await idOf("product", "Green Pistachio Kernels");
    expect(
      await answer(createOrder, { body: { ...contact, allProduct: [{ id: kernels, weight: "1kg", quantity: 9 }] } }),
    ).toMatchSnapshot("create-order out of stock");
    expect(
      await answer(createOrder, { body: { ...contact, allProduct: lines, promoCode: "EID2025" } }),
    ).toMatchSnapshot("create-order expired promo");
    expect(await answer(ordersByUser, { body: {}, headers: customer })).toMatchSnapshot("order-by-user");
    expect(await answer(ordersByUser, { body: {} })).toMatchSnapshot("order-by-user signed out");
  });

  it("adds and deletes reviews", async () => {
    const walnuts = (
      await db.product.findFirstOrThrow({
        where: { status: "Active", reviews: { none: {} } },
        orderBy: { name: "asc" },
        select: { id: true },
      })
    ).id;
    expect(await answer(addReview, { body: { pId: walnuts, rating: 5, review: "Lovely." } })).toMatchSnapshot(
      "add-review signed out",
    );
    expect(
      await answer(addReview, { body: { pId: walnuts, rating: 5, review: "Lovely." }, headers: customer }),
    ).toMatchSnapshot("add-review");
    expect(
      await answer(addReview, { body: { pId: walnuts, rating: 4, review: "Again." }, headers: customer }),
    ).toMatchSnapshot("add-review twice");
    expect(
      await answer(addReview, { body: { pId: walnuts, rating: 0, review: "" }, headers: customer }),
    ).toMatchSnapshot("add-review invalid");
    expect(
      await answer(addReview, { body: { pId: "missing", rating: 5, review: "Lovely." }, headers: customer }),
    ).toMatchSnapshot("add-review unknown product");
    const review = await db.review.findFirstOrThrow({ where: { productId: walnuts }, select: { id: true } });
    const someoneElses = await db.review.findFirstOrThrow({
      where: { user: { role: 0, email: { not: demoAccounts[1].email } } },
      select: { id: true },
    });
    expect(await answer(deleteReview, { body: { rId: someoneElses.id }, headers: customer })).toMatchSnapshot(
      "delete-review someone else's",
    );
    expect(await answer(deleteReview, { body: { rId: review.id, pId: walnuts }, headers: customer })).toMatchSnapshot(
      "delete-review",
    );
    expect(await answer(deleteReview, { body: { rId: review.id }, headers: customer })).toMatchSnapshot(
      "delete-review gone",
    );
  });

  it("answers the admin's reads", async () => {
    expect(await answer(adminAllProduct, { headers: admin })).toMatchSnapshot("admin-all-product");
    expect(await answer(adminAllProduct, { headers: customer })).toMatchSnapshot("admin-all-product as customer");
    expect(await answer(adminAllProduct)).toMatchSnapshot("admin-all-product signed out");
    expect(await answer(adminAllCategory, { headers: admin })).toMatchSnapshot("admin-all-category");
    expect(await answer(allOrders, { headers: admin })).toMatchSnapshot("get-all-orders");
    expect(
      await answer(allOrders, { headers: admin, path: "/api/order/get-all-orders?status=Delivered&q=a" }),
    ).toMatchSnapshot("get-all-orders filtered");
    expect(await answer(allPromos, { headers: admin })).toMatchSnapshot("promos/all");
    expect(await answer(dashboardData, { method: "POST", headers: admin })).toMatchSnapshot("dashboard-data");
    expect(await answer(downloadTemplate, { headers: admin })).toMatchSnapshot("download-template");
    // The slip itself (a PDF from @react-pdf, an ES module jest cannot load) is read in e2e/admin.spec.ts.
    expect(await answer(deliverySlip, { headers: admin, params: { orderId: "missing" } })).toMatchSnapshot(
      "delivery-slip unknown",
    );
  });

  it("answers the admin's catalogue writes", async () => {
    const dates = await idOf("category", "Dates");
    expect(
      await answer(addCategory, {
        method: "POST",
        headers: admin,
        rawBody: imageForm(
          "cImage",
          { cName: "Crackers", cDescription: "Crackers to snack on", cStatus: "Active" },
          png,
        ),
      }),
    ).toMatchSnapshot("add-category");
    expect(
      await answer(addCategory, {
        method: "POST",
        headers: admin,
        rawBody: imageForm("cImage", { cName: "crackers", cDescription: "Again", cStatus: "Active" }, png),
      }),
    ).toMatchSnapshot("add-category taken");
    expect(
      await answer(addCategory, {
        method: "POST",
        headers: admin,
        body: { cName: "No image", cDescription: "x", cStatus: "Active" },
      }),
    ).toMatchSnapshot("add-category without image");
    const crackers = await idOf("category", "Crackers");
    expect(
      await answer(updateCategory, {
        method: "PUT",
        headers: admin,
        params: { id: crackers },
        body: { cDescription: "Roasted seeds", cStatus: "Disabled" },
      }),
    ).toMatchSnapshot("update-category");
    expect(
      await answer(updateCategory, {
        method: "PUT",
        headers: admin,
        params: { id: "missing" },
        body: { cDescription: "x", cStatus: "Active" },
      }),
    ).toMatchSnapshot("update-category unknown");
    const fields = {
      pName: "Sunflower Seeds",
      pDescription: "Roasted and salted",
      pPrice: "1200",
      pQuantity: "8",
      pOffer: "5",
      pStatus: "Active",
      pCategory: crackers,
      hasWeightSelection: "true",
    };
    expect(
      await answer(addProduct, { method: "POST", headers: admin, rawBody: imageForm("pImage", fields, png) }),
    ).toMatchSnapshot("add-product");
    expect(
      await answer(addProduct, { method: "POST", headers: admin, body: { ...fields, pName: "No image" } }),
    ).toMatchSnapshot("add-product without image");
    expect(
      await answer(addProduct, {
        method: "POST",
        headers: admin,
        body: { ...fields, pPrice: "abc", cloudinaryUrl: "https://example.com/a.jpg" },
      }),
    ).toMatchSnapshot("add-product bad price");
    const sunflower = await idOf("product", "Sunflower Seeds");
    expect(
      await answer(editProduct, {
        method: "POST",
        headers: admin,
        body: { ...fields, pId: sunflower, pPrice: "1300", cloudinaryUrl: "https://example.com/sunflower.jpg" },
      }),
    ).toMatchSnapshot("edit-product");
    expect(
      await answer(editProduct, { method: "POST", headers: admin, body: { ...fields, pId: "missing" } }),
    ).toMatchSnapshot("edit-product unknown");
    expect(
      await answer(updateFeatured, { headers: admin, body: { pId: sunflower, featuredOrder: "3" } }),
    ).toMatchSnapshot("update-order (featured)");
    expect(
      await answer(updateFeatured, { headers: admin, body: { pId: sunflower, featuredOrder: "0" } }),
    ).toMatchSnapshot("update-order (featured) invalid");
    expect(await answer(singleProduct, { body: { pId: sunflower } })).toMatchSnapshot(
      "single-product of a disabled category",
    );
    expect(
      await answer(uploadSlide, {
        method: "POST",
        headers: admin,
        rawBody: imageForm("image", { categoryId: dates }, png),
      }),
    ).toMatchSnapshot("upload-slide-image");
    expect(
      await answer(uploadSlide, { method: "POST", headers: admin, body: { slideImageUrl: "not a url" } }),
    ).toMatchSnapshot("upload-slide-image bad url");
    const slide = await db.sliderImage.findFirstOrThrow({
      where: { categoryId: dates },
      orderBy: { createdAt: "desc" },
      select: { id: true },
    });
    expect(await answer(deleteSlide, { headers: admin, body: { id: slide.id } })).toMatchSnapshot("delete-slide-image");
    expect(await answer(deleteSlide, { headers: admin, body: { id: slide.id } })).toMatchSnapshot(
      "delete-slide-image gone",
    );
    expect(await answer(deleteProduct, { headers: admin, body: { pId: sunflower } })).toMatchSnapshot("delete-product");
    expect(await answer(deleteProduct, { headers: admin, body: { pId: sunflower } })).toMatchSnapshot(
      "delete-product gone",
    );
    expect(
      await answer(deleteCategory, { method: "DELETE", headers: admin, params: { id: crackers } }),
    ).toMatchSnapshot("delete-category");
    expect(
      await answer(deleteCategory, { method: "DELETE", headers: admin, params: { id: crackers } }),
    ).toMatchSnapshot("delete-category gone");
  });

  it("answers the admin's promo and order writes", async () => {
    const promo = {
      code: "contract5",
      discountType: "amount",
      discountValue: "150.5",
      expiryDate: "2099-01-01T00:00:00.000Z",
      isActive: true,
      usageLimit: "10",
    };
    expect(await answer(createPromo, { headers: admin, body: promo })).toMatchSnapshot("promos/create");
    expect(await answer(createPromo, { headers: admin, body: promo })).toMatchSnapshot("promos/create taken");
    expect(
      await answer(createPromo, {
        headers: admin,
        body: { ...promo, discountType: "percentage", discountValue: "150" },
      }),
    ).toMatchSnapshot("promos/create invalid");
    const created = await db.promoCode.findUniqueOrThrow({ where: { code: "CONTRACT5" }, select: { id: true } });
    expect(
      await answer(updatePromo, {
        method: "PUT",
        headers: admin,
        params: { id: created.id },
        body: { ...promo, discountValue: "200" },
      }),
    ).toMatchSnapshot("promos/update");
    expect(
      await answer(updatePromo, { method: "PUT", headers: admin, params: { id: "missing" }, body: promo }),
    ).toMatchSnapshot("promos/update unknown");
    expect(await answer(deletePromo, { method: "DELETE", headers: admin, params: { id: created.id } })).toMatchSnapshot(
      "promos/delete",
    );
    expect(await answer(deletePromo, { method: "DELETE", headers: admin, params: { id: created.id } })).toMatchSnapshot(
      "promos/delete gone",
    );
    const ids = await orderIds();
    expect(await answer(updateOrder, { headers: admin, body: { oId: ids[0], status: "Shipped" } })).toMatchSnapshot(
      "update-order",
    );
    expect(await answer(updateOrder, { headers: admin, body: { oId: ids[0], status: "Lost" } })).toMatchSnapshot(
      "update-order bad status",
    );
    expect(await answer(updateOrder, { headers: admin, body: { oId: "missing", status: "Shipped" } })).toMatchSnapshot(
      "update-order unknown",
    );
    expect(await answer(deleteOrder, { headers: admin, body: { oId: ids[1] } })).toMatchSnapshot("delete-order");
    expect(await answer(deleteOrder, { headers: admin, body: { oId: ids[1] } })).toMatchSnapshot("delete-order gone");
    expect(
      await answer(metaEvent, {
        body: { event_name: "ViewContent", event_id: "contract-1", custom_data: { value: 100, currency: "PKR" } },
      }),
    ).toMatchSnapshot("meta-event");
  });

  it("answers the bulk import", async () => {
    const upload = formData({}, { images: [pngFile(png, "almonds.png")] });
    const uploaded = await answer(uploadImages, { method: "POST", headers: admin, rawBody: upload });
    expect(uploaded).toMatchSnapshot("upload-images");
    expect(await answer(uploadImages, { method: "POST", headers: admin, rawBody: new FormData() })).toMatchSnapshot(
      "upload-images none",
    );
    expect(await answer(listImages, { headers: admin })).toMatchSnapshot("list-images");
    const imageName = (await callRoute(listImages, { headers: admin })).json as { images: { filename: string }[] };
    const newest = imageName.images
      .map((image) => image.filename)
      .sort()
      .at(-1)!;
    const good = `${bulkCsvHeader}\nToasted Melon Seeds,Green and crisp,1500,5,0,Nuts,Active,,true,${newest}\n`;
    const bad = `${bulkCsvHeader}\nToasted Melon Seeds,Green,abc,5,0,Nowhere,Active,,true,missing.png\n,,,,,,,,,\n`;
    expect(await answer(bulkValidate, { method: "POST", headers: admin, rawBody: csvForm(good) })).toMatchSnapshot(
      "bulk validate",
    );
    expect(await answer(bulkValidate, { method: "POST", headers: admin, rawBody: csvForm(bad) })).toMatchSnapshot(
      "bulk validate refused",
    );
    expect(await answer(bulkUpload, { method: "POST", headers: admin, rawBody: csvForm(bad) })).toMatchSnapshot(
      "bulk upload refused",
    );
    expect(await answer(bulkUpload, { method: "POST", headers: admin, rawBody: csvForm(good) })).toMatchSnapshot(
      "bulk upload",
    );
  });
});
