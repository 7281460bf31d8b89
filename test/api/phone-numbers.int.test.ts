import { cpSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import pg from "pg";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { POST as trackOrder } from "@/app/api/order/track/route";
import { POST as editUser } from "@/app/api/user/edit-user/route";
import { phoneDigits, phoneMessages } from "@/lib/domain/phone";
import { db } from "@/lib/server/db";
import { Prisma } from "@/lib/server/generated/prisma/client";
import { phoneKey } from "@/lib/server/orders/phones";
import { migrate, migrationsDir } from "../../scripts/lib/migrate";
import { dropDatabase, ensureDatabaseExists, withDatabase } from "../../scripts/lib/pg-admin";
import { callRoute, expectRefusal } from "../support/api";
import { bearerFor, createProduct, createUser, tableCounts } from "../support/fixtures";
import { checkoutBody } from "../support/orders";

jest.setTimeout(120_000);

describe("PostgreSQL's shop_phone_key", () => {
  it("reduces any text to the digits phoneDigits does, rule for rule", async () => {
    const written = [
      "0300-1234567",
      "+92 300 1234567",
      "+92 (0) 300 1234567",
      "0092 300 1234567",
      "92 300 1234567",
      "300 1234567",
      "051 2345678",
      "0512345678",
      "+92 51 2345678",
      "042 35761234",
      "0044 20 7946 0958",
      "+1 415 555 0123",
      "(051) 1234567",
      "0300-12345",
      "(((((00000)))))",
      "0300 12",
      "----------",
      "",
    ];
    // Text PostgreSQL can hold (no NUL), phone-like or not.
    const anyText = fc
      .oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^[+\d\s\-.()]{0,24}$/))
      .filter((text) => !text.includes("\0"));
    const typed = [...new Set([...written, ...fc.sample(anyText, { numRuns: 3000, seed: 34 })])];
    const rows = await db.$queryRaw<{ typed: string; key: string }[]>`
      SELECT typed, ${phoneKey(Prisma.sql`typed`)} AS key FROM unnest(${typed}::text[]) AS typed`;
    const mismatches = rows.filter((row) => row.key !== phoneDigits(row.typed));
    expect(rows).toHaveLength(typed.length);
    expect(mismatches).toEqual([]);
  });
});

describe("migration 20261127000100_phone_numbers_one_key", () => {
  const url = withDatabase(process.env.DATABASE_URL!, `${new URL(process.env.DATABASE_URL!).pathname.slice(1)}_phones`);
  afterAll(() => dropDatabase(url));

  async function run<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(sql, values)).rows;
    } finally {
      await client.end();
    }
  }

  it("keys every order and blocked phone again, one block per number", async () => {
    await dropDatabase(url);
    await ensureDatabaseExists(url);
    const before = mkdtempSync(path.join(tmpdir(), "migrations-"));
    for (const name of readdirSync(migrationsDir).filter((entry) => entry < "20261127000100"))
      cpSync(path.join(migrationsDir, name), path.join(before, name), { recursive: true });
    await migrate(url, before);

    const phones = ["051 2345678", "+92 51 2345678", "0300-1234567", "0300-12345"];
    for (const [at, phone] of phones.entries())
      await run(
        `INSERT INTO "Order" (id, "transactionId", "fullName", phone, address, city, subtotal, "deliveryCharge", total, "updatedAt")
         VALUES ($1, $1, 'Kamran Akmal', $2, 'House 4', 'Rawalpindi', 1400, 249, 1649, now())`,
        [`TXN-PHONE-${at}`, phone],
      );
    await run(
      `INSERT INTO "BlockedPhone" ("phoneKey", phone, "orderId", "blockedBy", "createdAt") VALUES
         (shop_phone_key('051 2345678'), '051 2345678', 'TXN-PHONE-0', 'First admin', '2026-11-01'),
         (shop_phone_key('+92 51 2345678'), '+92 51 2345678', 'TXN-PHONE-1', 'Second admin', '2026-11-02'),
         (shop_phone_key('0300-1234567'), '0300-1234567', 'TXN-PHONE-2', 'First admin', '2026-11-03')`,
    );
    const oldKeys = await run<{ phoneKey: string }>(`SELECT "phoneKey" FROM "Order" ORDER BY id`);
    expect(oldKeys.map((row) => row.phoneKey)).toEqual(["0512345678", "92512345678", "923001234567", "030012345"]);

    await migrate(url);

    const orders = await run<{ phone: string; phoneKey: string }>(`SELECT phone, "phoneKey" FROM "Order" ORDER BY id`);
    expect(orders).toEqual([
      { phone: "051 2345678", phoneKey: "92512345678" },
      { phone: "+92 51 2345678", phoneKey: "92512345678" },
      { phone: "0300-1234567", phoneKey: "923001234567" },
      { phone: "0300-12345", phoneKey: "9230012345" },
    ]);
    expect(
      await run(`SELECT "phoneKey", phone, "orderId", "blockedBy" FROM "BlockedPhone" ORDER BY "phoneKey"`),
    ).toEqual([
      { phoneKey: "923001234567", phone: "0300-1234567", orderId: "TXN-PHONE-2", blockedBy: "First admin" },
      { phoneKey: "92512345678", phone: "051 2345678", orderId: "TXN-PHONE-0", blockedBy: "First admin" },
    ]);
    const indexes = await run<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'Order' AND indexdef LIKE '%phoneKey%' ORDER BY indexname`,
    );
    expect(indexes.map((row) => row.indexname)).toEqual(["Order_phoneKey_status_idx", "Order_phoneKey_trgm_idx"]);
    // A new order is keyed by the new rule too: the column is still generated.
    await run(
      `INSERT INTO "Order" (id, "transactionId", "fullName", phone, address, city, subtotal, "deliveryCharge", total, "updatedAt")
       VALUES ('TXN-PHONE-9', 'TXN-PHONE-9', 'Kamran Akmal', '0092 (0) 51 2345678', 'House 4', 'Rawalpindi', 1400, 249, 1649, now())`,
    );
    expect(await run(`SELECT "phoneKey" FROM "Order" WHERE id = 'TXN-PHONE-9'`)).toEqual([{ phoneKey: "92512345678" }]);
  });
});

describe("the numbers the shop takes", () => {
  it("places orders for a mobile and a landline, kept as typed and keyed as one number", async () => {
    const product = await createProduct({ stock: 10 });
    for (const phone of ["0300 1234567", "+92 51 2345678", "0512345678"]) {
      const placed = await callRoute(createOrder, { body: checkoutBody([{ id: product.id, quantity: 1 }], { phone }) });
      expect(placed.json).toMatchObject({ success: true, order: { phone } });
    }
    const stored = await db.order.findMany({
      where: { phone: { in: ["0300 1234567", "+92 51 2345678", "0512345678"] } },
      select: { phone: true, phoneKey: true },
      orderBy: { phone: "asc" },
    });
    expect(stored).toEqual([
      { phone: "+92 51 2345678", phoneKey: "92512345678" },
      { phone: "0300 1234567", phoneKey: "923001234567" },
      { phone: "0512345678", phoneKey: "92512345678" },
    ]);
  });

  it.each([
    ["0300-12345", phoneMessages.invalid],
    ["1111111111", phoneMessages.invalid],
    ["+44 20 7946 0958", phoneMessages.foreign],
  ])("refuses the profile phone %j with 200 { error } and keeps the old one", async (phoneNumber, error) => {
    const user = await createUser();
    const headers = await bearerFor(user.id);
    await callRoute(editUser, { body: { name: "Bilal Khan", phoneNumber: "0300 1234567" }, headers });
    const before = await tableCounts();
    expectRefusal(await callRoute(editUser, { body: { name: "Bilal Khan", phoneNumber }, headers }), 200, error);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { phoneNumber: true } })).toEqual({
      phoneNumber: "0300 1234567",
    });
    expect(await tableCounts()).toEqual(before);
  });

  it("lets a profile phone be cleared", async () => {
    const user = await createUser();
    const headers = await bearerFor(user.id);
    await callRoute(editUser, { body: { name: "Bilal Khan", phoneNumber: "0300 1234567" }, headers });
    const cleared = await callRoute(editUser, { body: { name: "Bilal Khan", phoneNumber: "" }, headers });
    expect(cleared.json).toMatchObject({ User: { phoneNumber: "" } });
  });

  it("finds an order by a number written another way, and refuses a number nobody can call", async () => {
    const product = await createProduct({ stock: 10 });
    const placed = await callRoute(createOrder, {
      body: checkoutBody([{ id: product.id, quantity: 1 }], { phone: "042 35761234" }),
    });
    const { orderNumber } = placed.json.order as { orderNumber: string };
    const found = await callRoute(trackOrder, { body: { orderNumber, phone: "+92 (42) 3576-1234" } });
    expect(found.json.orderUrl).toEqual(expect.any(String));
    expectRefusal(
      await callRoute(trackOrder, { body: { orderNumber, phone: "0300-12345" } }),
      200,
      phoneMessages.invalid,
    );
  });
});
