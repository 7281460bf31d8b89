// A local fake of the shop's REST API for component tests: it stands in for the browser's `fetch`
// (the only network lib/client/http.ts uses), answers each route with an answer recorded by
// test/api/contract.int.test.ts (same shapes as its snapshots; ids are the snapshots' placeholders,
// dates a fixed day) and keeps every request so tests can check what was sent.
import type { BulkImport, BulkValidation, StoredImage } from "@/lib/client/admin-api";
import type { LegacyRepricedCart } from "@/lib/contract/cart";
import type { LegacyOrder } from "@/lib/contract/orders";
import type { LegacyPromoQuote } from "@/lib/contract/promos";

export type Answer =
  | { kind: "json"; status: number; body: unknown }
  | { kind: "file"; status: number; text: string; type: string }
  /** The server could not be reached: fetch rejects as a browser's does. */
  | { kind: "unreachable" };

export const json = (body: unknown, status = 200): Answer => ({ kind: "json", status, body });
export const file = (text: string, type: string, status = 200): Answer => ({ kind: "file", status, text, type });
export const unreachable: Answer = { kind: "unreachable" };

/** A file sent in a multipart form, as a test compares it. */
export interface SentFile {
  name: string;
  type: string;
}

export interface SentRequest {
  /** "POST /api/promos/apply": the method and the path, without the query. */
  route: string;
  url: string;
  /** The JSON body read back, a multipart form as its fields (files by name and type), or undefined. */
  body: unknown;
}

type Responder = Answer | ((request: SentRequest) => Answer | Promise<Answer>);

const recordedAt = "2026-11-23T10:00:00.000Z";

const mamraAlmondsImages = [
  { fullImage: "demo-mamra-almonds.webp", thumbnail: "demo-mamra-almonds-thumb.webp" },
  { fullImage: "demo-mamra-almonds-pack.webp", thumbnail: "demo-mamra-almonds-pack-thumb.webp" },
];

function placedOrder(
  order: Pick<LegacyOrder, "_id" | "orderNumber" | "transactionId" | "isGuest" | "user">,
): LegacyOrder & { orderUrl: string } {
  const guest = order.isGuest;
  return {
    ...order,
    orderUrl: `/orders/${order.orderNumber}?key=<key>`,
    confirmation: "Pending",
    confirmationAttempts: 0,
    address: "House 1, Street 2, F-7",
    allProduct: [
      {
        id: { _id: "<product Mamra Almonds>", pImages: mamraAlmondsImages, pName: "Mamra Almonds", pPrice: 9000 },
        originalPrice: guest ? 4500 : 9000,
        price: guest ? 4050 : 8100,
        productImage: "demo-mamra-almonds-thumb.webp",
        productName: "Mamra Almonds",
        quantitiy: guest ? 2 : 1,
        quantity: guest ? 2 : 1,
        weight: guest ? "500g" : "1kg",
      },
    ],
    amount: guest ? 7290 : 8100,
    city: "Islamabad",
    createdAt: recordedAt,
    customerInfo: { email: "guest@example.pk", fullName: "Guest Buyer", specialInstructions: "" },
    orderBreakdown: guest
      ? { deliveryCharges: 0, finalTotal: 7290, promoCodeDiscount: 810, subtotal: 8100 }
      : { deliveryCharges: 0, finalTotal: 8100, promoCodeDiscount: 0, subtotal: 8100 },
    paymentMethod: "COD",
    phone: "03001234567",
    promoCode: guest ? "WELCOME10" : null,
    status: "Not processed",
    heldForReview: false,
    shipment: null,
    deliveredAt: null,
    returned: null,
    payment: null,
    updatedAt: recordedAt,
  };
}

const repricedCart: LegacyRepricedCart = {
  Products: [
    {
      _id: "<product Mamra Almonds>",
      cartItems: [
        { available: 36, originalPrice: 4500, price: 4050, quantity: 2, subtotal: "8100.00", weight: "500g" },
        { available: 18, originalPrice: 9000, price: 8100, quantity: 1, subtotal: "8100.00", weight: "1kg" },
      ],
      createdAt: recordedAt,
      featuredOrder: 1,
      hasWeightSelection: true,
      pCategory: { _id: "<category Dry Fruits>", cName: "Dry Fruits", cNameUr: "خشک میوہ جات" },
      pDescription:
        "Small, oil-rich Iranian almonds, the variety grandmothers soak overnight. Part of our dry fruits range, sorted and packed in Islamabad. Packed fresh in 250 g, 500 g and 1 kg packs. Store in a cool, dry place.",
      pImages: mamraAlmondsImages,
      pName: "Mamra Almonds",
      pNameUr: "ممرا بادام",
      pDescriptionUr:
        "چھوٹے، تیل سے بھرپور ایرانی بادام، وہی قسم جو دادیاں نانیاں رات بھر بھگو کر رکھتی ہیں۔ ہماری خشک میوہ جات کی رینج کا حصہ، اسلام آباد میں چھانٹی اور پیکنگ۔ 250\u00a0گرام، 500\u00a0گرام اور 1\u00a0کلو کے تازہ پیک میں دستیاب۔ ٹھنڈی اور خشک جگہ پر رکھیں۔",
      pOffer: 10,
      pPrice: 9000,
      pQuantity: 18,
      pRatingsReviews: [],
      pStatus: "Active",
      totalPrice: 16200,
      totalQuantity: 3,
      updatedAt: recordedAt,
    },
    {
      _id: "<product Dry Fruit Gift Hamper>",
      cartItems: [{ available: 8, originalPrice: 12500, price: 12500, quantity: 3, subtotal: "37500.00", weight: "" }],
      createdAt: recordedAt,
      featuredOrder: null,
      hasWeightSelection: false,
      pCategory: { _id: "<category Gift Boxes>", cName: "Gift Boxes", cNameUr: "گفٹ باکس" },
      pDescription:
        "A basket of eight dry fruits and nuts with a card. Part of our gift boxes range, sorted and packed in Islamabad. Sold per box. Store in a cool, dry place.",
      pImages: [
        { fullImage: "demo-dry-fruit-gift-hamper.webp", thumbnail: "demo-dry-fruit-gift-hamper-thumb.webp" },
        { fullImage: "demo-dry-fruit-gift-hamper-pack.webp", thumbnail: "demo-dry-fruit-gift-hamper-pack-thumb.webp" },
      ],
      pName: "Dry Fruit Gift Hamper",
      pNameUr: "خشک میوہ گفٹ ہیمپر",
      pDescriptionUr:
        "آٹھ خشک میووں اور گری دار میووں کی ٹوکری، کارڈ کے ساتھ۔ ہماری گفٹ باکس کی رینج کا حصہ، اسلام آباد میں چھانٹی اور پیکنگ۔ فی ڈبہ دستیاب۔ ٹھنڈی اور خشک جگہ پر رکھیں۔",
      pOffer: 0,
      pPrice: 12500,
      pQuantity: 8,
      pRatingsReviews: [],
      pStatus: "Active",
      totalPrice: 37500,
      totalQuantity: 3,
      updatedAt: recordedAt,
    },
  ],
  missing: [{ id: "missing", weight: "250g" }],
};

const bulkRowErrors = [
  'Row 2, column "category": Category "Nowhere" does not exist',
  'Row 2, column "images": Image "missing.png" was not uploaded (upload it in step 1, or give its URL)',
  'Row 2, column "price": Price must be a number',
];

/** The recorded answers, named after their snapshots in test/api/__snapshots__/contract.int.test.ts.snap. */
export const contract = {
  // places orders and applies promos
  "promos/apply": json({
    discountApplied: 300,
    message: "Promo code applied successfully",
    promoCode: { code: "WELCOME10", discountType: "percentage", discountValue: 10 },
    success: true,
  } satisfies LegacyPromoQuote),
  "promos/apply blank": json({ error: "Please enter a promo code" }),
  "promos/apply expired": json({
    error: "This promo code has expired",
    message: "This promo code has expired",
    success: false,
  }),
  "promos/apply inactive": json({
    error: "This promo code is not active",
    message: "This promo code is not active",
    success: false,
  }),
  "promos/apply unknown": json({ error: "Invalid promo code", message: "Invalid promo code", success: false }),
  "create-order guest": json({
    message: "Order placed successfully",
    order: placedOrder({
      _id: "<order 13 of Guest Buyer>",
      orderNumber: "MDF-10013",
      transactionId: "TXN-CONTRACT-GUEST",
      isGuest: true,
      user: null,
    }),
    success: true,
  }),
  "create-order customer": json({
    message: "Order placed successfully",
    order: placedOrder({
      _id: "<order 14 of Guest Buyer>",
      orderNumber: "MDF-10014",
      transactionId: "TXN-CONTRACT-CUSTOMER",
      isGuest: false,
      user: { _id: "<user customer@dryfruit.pk>", email: "customer@dryfruit.pk", name: "Ayesha Khan" },
    }),
    success: true,
  }),
  "create-order over the online limit": json({
    error:
      "You can order at most 10 kg of Mamra Almonds online. For a larger order, please call or WhatsApp us on +92 300 1234567.",
  }),
  "create-order out of stock": json({
    error: "Sorry, Green Pistachio Kernels (1kg) is out of stock in the quantity you asked for.",
  }),
  "create-order id reused": json(
    {
      error: "This transaction id has already been used.",
      placedOrder: {
        createdAt: recordedAt,
        orderNumber: "MDF-10013",
        orderUrl: "/orders/MDF-10013?key=<key>",
        total: 7290,
      },
    },
    409,
  ),
  "create-order id reused by another buyer": json({ error: "This transaction id has already been used." }, 409),
  "create-order replayed": json({
    message: "This order was already placed",
    order: placedOrder({
      _id: "<order 13 of Guest Buyer>",
      orderNumber: "MDF-10013",
      transactionId: "TXN-CONTRACT-GUEST",
      isGuest: true,
      user: null,
    }),
    success: true,
  }),
  "meta-event": json({ forwarded: false, success: true }),
  // re-prices a cart
  "cart-product": json(repricedCart),
  // answers the catalogue reads
  "single-product unknown": json({ error: "Product not found" }, 404),
  // answers the bulk import
  "upload-images": json({
    images: [{ filename: "<stored file>", originalName: "almonds.png" }] satisfies StoredImage[],
    success: true,
    totalImages: 1,
  }),
  "upload-images none": json({ error: "Please select at least one image" }),
  /** The first four of the recorded list. */
  "list-images": json({
    images: [
      { filename: "demo-ajwa-dates-thumb.webp", used: true },
      { filename: "demo-ajwa-dates.webp", used: true },
      { filename: "demo-amber-dates-thumb.webp", used: true },
      { filename: "demo-amber-dates.webp", used: true },
    ] satisfies StoredImage[],
  }),
  "download-template": file("name,description,price,stock\r\n", "text/csv; charset=utf-8"),
  "bulk validate": json({
    errors: [],
    preview: [
      {
        byWeight: true,
        changes: [
          { after: "1500", before: "", column: "price" },
          { after: "5", before: "", column: "stock" },
        ],
        id: null,
        name: "Toasted Melon Seeds",
        row: 2,
      },
    ],
    success: true,
    toCreate: 1,
    toUpdate: 0,
    unchanged: [],
    validRows: 1,
  } satisfies BulkValidation & { success: boolean }),
  "bulk validate refused": json({
    errors: bulkRowErrors,
    preview: [],
    success: false,
    toCreate: 0,
    toUpdate: 0,
    unchanged: [],
    validRows: 0,
  } satisfies BulkValidation & { success: boolean }),
  "bulk upload": json({
    created: 1,
    errorCount: 0,
    errors: [],
    importId: "<bulk import 1>",
    success: true,
    successCount: 1,
    totalProcessed: 1,
    unchanged: [],
    updated: 0,
  } satisfies BulkImport),
  "bulk upload refused": json({
    errorCount: 3,
    errors: bulkRowErrors,
    success: false,
    successCount: 0,
    totalProcessed: 1,
  } satisfies BulkImport),
} as const;

/** What each route answers until a test says otherwise: the contract's successful answer. */
const defaults: Record<string, Answer> = {
  "POST /api/promos/apply": contract["promos/apply"],
  "POST /api/order/create-order": contract["create-order guest"],
  "POST /api/analytics/meta-event": contract["meta-event"],
  "POST /api/product/cart-product": contract["cart-product"],
  "POST /api/bulk-products/upload-images": contract["upload-images"],
  "GET /api/bulk-products/list-images": contract["list-images"],
  "GET /api/bulk-products/download-template": contract["download-template"],
  "POST /api/bulk-products/validate": contract["bulk validate"],
  "POST /api/bulk-products/upload": contract["bulk upload"],
  "GET /api/bulk-products/imports": json({ imports: [] }),
};

function readBody(body: RequestInit["body"]): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return JSON.parse(body);
  if (body instanceof FormData) {
    const fields: Record<string, (string | SentFile)[]> = {};
    for (const [name, value] of body.entries()) {
      (fields[name] ??= []).push(typeof value === "string" ? value : { name: value.name, type: value.type });
    }
    return fields;
  }
  throw new Error("The fake API reads JSON and multipart bodies only");
}

/** Just what lib/client/http.ts reads of a response; each call reads a fresh copy of the body. */
class FakeResponse {
  constructor(
    readonly status: number,
    private readonly content: string,
    private readonly type: string,
  ) {}

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  json(): Promise<unknown> {
    return Promise.resolve().then((): unknown => JSON.parse(this.content));
  }

  blob(): Promise<Blob> {
    return Promise.resolve(new Blob([this.content], { type: this.type }));
  }

  /** jsdom has no Response; this one has all the client reads. */
  asResponse(): Response {
    return this as unknown as Response;
  }
}

class FakeApi {
  readonly requests: SentRequest[] = [];
  /** Requests no answer was set for: the test fails on them (see dom-setup.ts). */
  readonly unanswered: string[] = [];
  private readonly responders = new Map<string, Responder[]>();

  /** The route's next answers, in order; the last one then stays. */
  answer(route: string, ...responders: Responder[]): void {
    this.responders.set(route, responders);
  }

  /** The bodies sent to a route ("POST /api/order/create-order"), oldest first. */
  sentTo(route: string): unknown[] {
    return this.requests.filter((request) => request.route === route).map((request) => request.body);
  }

  reset(): void {
    this.requests.length = 0;
    this.unanswered.length = 0;
    this.responders.clear();
    for (const [route, answer] of Object.entries(defaults)) this.responders.set(route, [answer]);
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const route = `${init.method ?? "GET"} ${new URL(url, "http://localhost").pathname}`;
    const request: SentRequest = { route, url, body: readBody(init.body) };
    this.requests.push(request);
    const queue = this.responders.get(route);
    if (!queue?.length) {
      this.unanswered.push(route);
      const refusal = JSON.stringify({ error: `The fake API has no answer for ${route}` });
      return new FakeResponse(404, refusal, "application/json").asResponse();
    }
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    const answer = typeof next === "function" ? await next(request) : next;
    switch (answer.kind) {
      case "unreachable":
        throw new TypeError("Failed to fetch");
      case "json":
        return new FakeResponse(answer.status, JSON.stringify(answer.body), "application/json").asResponse();
      case "file":
        return new FakeResponse(answer.status, answer.text, answer.type).asResponse();
    }
  };
}

export const fakeApi = new FakeApi();

/** An answer that waits until `release` is called, to look at a component while its call is on the way. */
export function heldAnswer(answer: Answer): { responder: () => Promise<Answer>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { responder: () => released.then(() => answer), release: () => release() };
}
