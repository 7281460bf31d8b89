// The per-phone block list (issue 34, "who is calling"): /api/blocked-phones lists it, blocks a number
// by hand with a reason, and unblocks one; 'Cancel as fake' fills it too. Admins only.
import "../support/mail-env";
import { DELETE as unblockRoute } from "@/app/api/blocked-phones/[phone]/route";
import { GET as listRoute, POST as blockRoute } from "@/app/api/blocked-phones/route";
import { POST as cancelAsFake } from "@/app/api/order/cancel-as-fake/route";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { clientAddressHeader, shopServerFlag } from "@/lib/app-server";
import type { BlockedPhoneEntry } from "@/lib/domain/held-orders";
import { blockedPhoneMessages } from "@/lib/domain/validation/blocked-phone";
import { db } from "@/lib/server/db";
import { callRoute, expectRefusal } from "../support/api";
import { restoreEnv, setEnv } from "../support/env";
import { bearerFor, createProduct, createUser, sessionCookieFor } from "../support/fixtures";
import { checkoutBody } from "../support/orders";

jest.setTimeout(60_000);

let admin: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  setEnv({ [shopServerFlag]: "1" });
  admin = await bearerFor((await createUser({ role: 1, name: "Shop Admin" })).id);
  customer = await bearerFor((await createUser()).id);
});
afterAll(restoreEnv);

const block = (body: unknown, headers = admin) => callRoute(blockRoute, { body, headers });
const unblock = (phone: string, headers = admin) =>
  callRoute<{ phone: string }>(unblockRoute, { method: "DELETE", params: { phone }, headers });
const list = async (page = 1) => {
  const response = await callRoute(listRoute, { path: `/api/blocked-phones?page=${page}`, headers: admin });
  expect(response.status).toBe(200);
  return response.json as { BlockedPhones: BlockedPhoneEntry[]; total: number; page: number; pageCount: number };
};
const row = (phoneKey: string) => db.blockedPhone.findUnique({ where: { phoneKey } });

describe("who may use the block list", () => {
  it("refuses anyone without a session (401) and a customer (403), changing nothing", async () => {
    const before = await db.blockedPhone.count();
    const body = { phone: "0300-9990001", reason: "Tried by a stranger" };
    for (const [headers, status] of [
      [{}, 401],
      [customer, 403],
      [await sessionCookieFor((await createUser()).id), 403],
    ] as const) {
      expect((await callRoute(listRoute, { headers })).status).toBe(status);
      expect((await block(body, headers)).status).toBe(status);
      expect((await unblock("923009990001", headers)).status).toBe(status);
    }
    expect(await db.blockedPhone.count()).toBe(before);
  });
});

describe("blocking a number by hand", () => {
  it("keeps the number as typed, under its key, with the reason and who blocked it; a second block changes nothing", async () => {
    const blocked = await block({ phone: " 0300 111 2223 ", reason: "Refused three parcels in October" });
    expect(blocked.json).toEqual({ success: blockedPhoneMessages.blocked("0300 111 2223") });
    expect(await row("923001112223")).toMatchObject({
      phone: "0300 111 2223",
      reason: "Refused three parcels in October",
      blockedBy: "Shop Admin",
      orderId: null,
    });

    const again = await block({ phone: "+92 300 1112223", reason: "Another reason" });
    expect(again.json).toEqual({ success: blockedPhoneMessages.alreadyBlocked("+92 300 1112223") });
    expect(await row("923001112223")).toMatchObject({
      phone: "0300 111 2223",
      reason: "Refused three parcels in October",
    });
    expect(await db.blockedPhone.count({ where: { phoneKey: "923001112223" } })).toBe(1);
  });

  it("refuses a number that is not one, and a missing reason, with the form's message; nothing is written", async () => {
    const before = await db.blockedPhone.count();
    for (const phone of ["12345", "call me", "", "0300-1234567890123456789"])
      expectRefusal(await block({ phone, reason: "Fake" }), 200, blockedPhoneMessages.phone);
    expectRefusal(await block({ phone: "0300-1112224" }), 200, blockedPhoneMessages.reasonBlank);
    expectRefusal(
      await block({ phone: "0300-1112224", reason: "x".repeat(201) }),
      200,
      blockedPhoneMessages.reasonTooLong,
    );
    expect((await callRoute(blockRoute, { rawBody: "not json", headers: admin })).status).toBe(400);
    expect(await db.blockedPhone.count()).toBe(before);
  });
});

describe("the list", () => {
  it("shows each number newest first, with who blocked it, the order cancelled as fake or the reason, and its history", async () => {
    const product = await createProduct({ stock: 10, hasWeightSelection: false });
    const phone = "0345-7770001";
    const placed = await callRoute(createOrder, {
      body: checkoutBody([{ id: product.id, quantity: 1 }], { phone }),
      headers: { [clientAddressHeader]: "198.51.100.77" },
    });
    const fake = placed.json.order as { _id: string; orderNumber: string };
    await callRoute(cancelAsFake, { body: { oId: fake._id }, headers: admin });
    await block({ phone: "0312 7770002", reason: "Abusive caller" });

    const { BlockedPhones: entries, total } = await list();
    expect(total).toBe(await db.blockedPhone.count());
    expect(entries.slice(0, 2)).toEqual([
      {
        phoneKey: "923127770002",
        phone: "0312 7770002",
        createdAt: expect.any(String),
        blockedBy: "Shop Admin",
        reason: "Abusive caller",
        order: null,
        history: { delivered: 0, returned: 0, cancelled: 0, open: 0 },
      },
      {
        phoneKey: "923457770001",
        phone,
        createdAt: expect.any(String),
        blockedBy: "Shop Admin",
        reason: null,
        order: { id: fake._id, number: Number(fake.orderNumber.slice(4)) },
        history: { delivered: 0, returned: 0, cancelled: 1, open: 0 },
      },
    ]);
  });

  it("pages by 50", async () => {
    await db.blockedPhone.createMany({
      data: Array.from({ length: 60 }, (_, index) => ({
        phoneKey: `9230088${String(index).padStart(5, "0")}`,
        phone: `0300-88${String(index).padStart(5, "0")}`,
        reason: "Bulk",
      })),
    });
    const total = await db.blockedPhone.count();
    const [first, second] = [await list(1), await list(2)];
    expect(first.BlockedPhones).toHaveLength(50);
    expect(second.BlockedPhones).toHaveLength(total - 50);
    expect(first.pageCount).toBe(2);
    expect(new Set([...first.BlockedPhones, ...second.BlockedPhones].map((entry) => entry.phoneKey)).size).toBe(total);
  });
});

describe("unblocking", () => {
  it("takes the list's key or the number written any way, notes it on the order that blocked it, and answers again", async () => {
    const product = await createProduct({ stock: 10, hasWeightSelection: false });
    const phone = "0345-7770003";
    const placed = await callRoute(createOrder, {
      body: checkoutBody([{ id: product.id, quantity: 1 }], { phone }),
      headers: { [clientAddressHeader]: "198.51.100.78" },
    });
    const fake = (placed.json.order as { _id: string })._id;
    await callRoute(cancelAsFake, { body: { oId: fake }, headers: admin });

    expect((await unblock("923457770003")).json).toEqual({ success: blockedPhoneMessages.unblocked(phone) });
    expect(await row("923457770003")).toBeNull();
    const note = await db.orderEvent.findFirstOrThrow({
      where: { orderId: fake, note: blockedPhoneMessages.unblockedNote(phone) },
    });
    expect(note).toMatchObject({ internal: true, actorName: "Shop Admin" });
    // Again: nothing to do, and the same kind of answer.
    expect((await unblock("923457770003")).json).toEqual({ success: blockedPhoneMessages.notBlocked("923457770003") });

    await block({ phone: "0300 222 3334", reason: "Test" });
    expect((await unblock("+92 (300) 222-3334")).json).toEqual({
      success: blockedPhoneMessages.unblocked("0300 222 3334"),
    });
    expect(await row("923002223334")).toBeNull();
  });

  it("answers 400 for a path that is no number", async () => {
    for (const phone of ["abc", "--", "9".repeat(31)]) expect((await unblock(phone)).status).toBe(400);
  });
});
