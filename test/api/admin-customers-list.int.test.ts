import { GET as exportOrders } from "@/app/api/order/export/route";
import { customerListQuerySchema } from "@/lib/domain/validation/admin-customer-list";
import { orderFilterSchema } from "@/lib/domain/validation/admin-order";
import { listCustomersPage } from "@/lib/server/customers";
import { db } from "@/lib/server/db";
import type { OrderStatus } from "@/lib/server/generated/prisma/client";
import { listOrdersPage } from "@/lib/server/orders/admin";
import { callRoute } from "../support/api";
import { bearerFor, createOrderRow, createProduct, createUser } from "../support/fixtures";

jest.setTimeout(60_000);

const customers = (search: Record<string, string> = {}) => listCustomersPage(customerListQuerySchema.parse(search));
const orders = (search: Record<string, string>) => listOrdersPage(orderFilterSchema.parse(search));
const day = (date: number) => new Date(`2026-11-${String(date).padStart(2, "0")}T10:00:00Z`);
// Every order of the fixture is Rs. 1,649.
const rupees = 1649;

describe("the admin's customers list", () => {
  let product: { id: string };
  let alice: { id: string };
  let dana: { id: string };
  let admin: { id: string };

  /** An order of the fixture's one line, as this buyer placed it. */
  async function order(data: {
    createdAt: Date;
    userId?: string;
    status?: OrderStatus;
    fullName?: string;
    email?: string;
    phone?: string;
  }) {
    const { fullName, email, phone, ...row } = data;
    const created = await createOrderRow(product.id, row);
    await db.order.update({ where: { id: created.id }, data: { fullName, email, phone } });
  }

  async function customer(name: string, email: string, signedUp: Date, phoneNumber: string | null = null) {
    const user = await createUser({ name, email });
    await db.user.update({ where: { id: user.id }, data: { createdAt: signedUp, phoneNumber } });
    return user;
  }

  beforeAll(async () => {
    product = await createProduct();
    alice = await customer("Alice Raza", "alice.raza@example.pk", day(1), "0321-5550001");
    dana = await customer("Dana Malik", "dana@example.pk", day(1));
    await customer("Bilal Never", "bilal@example.pk", day(2));
    await customer("Carol Never", "carol@example.pk", day(3));
    admin = await createUser({ role: 1, name: "Shop Admin" });

    await order({ userId: alice.id, createdAt: day(4), status: "Delivered" });
    await order({ userId: alice.id, createdAt: day(10), status: "Cancelled" });
    await order({ userId: alice.id, createdAt: day(14) });
    await order({ userId: dana.id, createdAt: day(12), phone: "0345 1231231", fullName: "Dana at work" });
    await order({ userId: admin.id, createdAt: day(20), phone: "0300-9990000" });
    // One guest who typed the same number three ways (the last order's name and e-mail stand for them),
    // and another with one order.
    await order({ createdAt: day(5), phone: "0300-1112223", fullName: "Guest Earlier Name" });
    await order({ createdAt: day(6), phone: "00923001112223", fullName: "Guest Earlier Name", status: "Cancelled" });
    await order({ createdAt: day(15), phone: "+92 300 1112223", fullName: "Guest One", email: "g1@example.pk" });
    await order({ createdAt: day(13), phone: "0333-9998887", fullName: "Guest Two" });
    // Customers who signed up long ago and never ordered, for the pages (they sort after everyone above).
    await db.user.createMany({
      data: Array.from({ length: 51 }, (_, index) => ({
        name: `Paged Customer ${index}`,
        email: `paged.${index}@example.pk`,
        passwordHash: "x",
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, index)),
      })),
    });
  });

  it("shows registered customers and guests (grouped by their number), last order first, then the rest by sign-up", async () => {
    const list = await customers();
    expect({ total: list.total, pageCount: list.pageCount }).toEqual({ total: 57, pageCount: 2 });
    expect(list.customers.slice(0, 6)).toEqual([
      {
        userId: null,
        name: "Guest One",
        email: "g1@example.pk",
        phone: "+92 300 1112223",
        orders: 3,
        spent: 2 * rupees,
        lastOrderAt: day(15),
      },
      {
        userId: alice.id,
        name: "Alice Raza",
        email: "alice.raza@example.pk",
        phone: "0321-5550001",
        orders: 3,
        spent: 2 * rupees,
        lastOrderAt: day(14),
      },
      {
        userId: null,
        name: "Guest Two",
        email: null,
        phone: "0333-9998887",
        orders: 1,
        spent: rupees,
        lastOrderAt: day(13),
      },
      // No number in the profile: the latest order's.
      {
        userId: dana.id,
        name: "Dana Malik",
        email: "dana@example.pk",
        phone: "0345 1231231",
        orders: 1,
        spent: rupees,
        lastOrderAt: day(12),
      },
      expect.objectContaining({ name: "Carol Never", orders: 0, spent: 0, lastOrderAt: null }),
      expect.objectContaining({ name: "Bilal Never", orders: 0, spent: 0, lastOrderAt: null }),
    ]);
    expect(list.customers.map((row) => row.name)).not.toContain("Shop Admin");
  });

  it("finds a customer by name, e-mail or phone number in any format", async () => {
    const found = async (q: string) => (await customers({ q })).customers.map((row) => row.name);
    expect(await found("alice")).toEqual(["Alice Raza"]);
    expect(await found("ALICE.RAZA@")).toEqual(["Alice Raza"]);
    expect(await found("+92 321 5550001")).toEqual(["Alice Raza"]);
    // Any number a customer ordered with, any name a guest ordered under.
    expect(await found("03451231231")).toEqual(["Dana Malik"]);
    expect(await found("guest earlier")).toEqual(["Guest One"]);
    expect(await found("g1@example.pk")).toEqual(["Guest One"]);
    for (const typed of ["03001112223", "0092 300 1112223", "300-1112223", "1112223", "0300 111"])
      expect(await found(typed)).toEqual(["Guest One"]);
    expect(await customers({ q: "nobody at all" })).toMatchObject({ total: 0, customers: [], pageCount: 1 });
  });

  it("pages by 50, and counts past the last page", async () => {
    const second = await customers({ q: "Paged Customer", page: "2" });
    expect({
      total: second.total,
      pageCount: second.pageCount,
      names: second.customers.map((row) => row.name),
    }).toEqual({ total: 51, pageCount: 2, names: ["Paged Customer 0"] });
    expect(await customers({ q: "Paged Customer", page: "3" })).toMatchObject({ total: 51, customers: [] });
  });

  it("links to exactly a customer's orders, and a guest's under every spelling of their number", async () => {
    const own = await orders({ customer: alice.id });
    expect(own.total).toBe(3);
    expect(own.orders.every((row) => row.user?.id === alice.id)).toBe(true);
    expect((await orders({ customer: alice.id, status: "Cancelled" })).total).toBe(1);
    expect((await orders({ customer: "no-such-customer" })).total).toBe(0);

    const guest = await orders({ q: "+92 300 1112223" });
    expect(guest.orders.map((row) => row.phone).sort()).toEqual(["+92 300 1112223", "00923001112223", "0300-1112223"]);

    const response = await callRoute(exportOrders, {
      path: `/api/order/export?customer=${alice.id}`,
      headers: await bearerFor(admin.id),
    });
    expect(response.text.trim().split("\r\n")).toHaveLength(1 + 3);
  });
});
