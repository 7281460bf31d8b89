import "server-only";
import { pageCountOf } from "@/lib/domain/paging";
import { roles } from "@/lib/domain/roles";
import {
  customersPerPage,
  phoneSearchDigits,
  type CustomerListQuery,
} from "@/lib/domain/validation/admin-customer-list";
import { db } from "./db";
import { Prisma } from "./generated/prisma/client";
import { phoneKey } from "./orders/phones";

// The admin's customers: every registered customer, whether or not they ordered, and every guest,
// known by the phone number they ordered with (in whatever format they typed it).

export interface CustomerSummary {
  /** The account; null for a guest, who is shown with the name and e-mail of their latest order. */
  userId: string | null;
  name: string;
  email: string | null;
  /** The profile's number, or else the latest order's, as typed. */
  phone: string | null;
  orders: number;
  /** Whole rupees, cancelled orders left out. */
  spent: number;
  lastOrderAt: Date | null;
}

type Row = CustomerSummary & { total: number; guestKey: string | null; signedUpAt: Date | null };

/** The search as SQL conditions: on an account, on each order (a guest's names), and on a guest. */
function searchConditions(q: string | undefined) {
  if (!q) return { account: Prisma.sql`true`, order: Prisma.sql`false`, guest: Prisma.sql`true` };
  const text = q.toLowerCase();
  const has = (column: Prisma.Sql) => Prisma.sql`strpos(lower(${column}), ${text}) > 0`;
  const nameOrEmail = (name: Prisma.Sql, email: Prisma.Sql) => Prisma.sql`(${has(name)} OR ${has(email)})`;
  // A number: an account's own or any it ordered with; a guest's. The digits alone are searched, so
  // a LIKE needs no escaping, and on Order."phoneKey" it is answered by its trigram index.
  const digits = phoneSearchDigits(q);
  const numberHas = (key: Prisma.Sql) => Prisma.sql`${key} LIKE ${`%${digits}%`}`;
  const accountNumber = digits
    ? Prisma.sql`${numberHas(phoneKey(Prisma.sql`u."phoneNumber"`))} OR u.id IN (
        SELECT "userId" FROM "Order" WHERE ${numberHas(Prisma.sql`"phoneKey"`)})`
    : Prisma.sql`false`;
  return {
    account: Prisma.sql`${nameOrEmail(Prisma.sql`u.name`, Prisma.sql`u.email`)} OR ${accountNumber}`,
    order: nameOrEmail(Prisma.sql`"fullName"`, Prisma.sql`coalesce(email, '')`),
    guest: Prisma.sql`named OR ${digits ? numberHas(Prisma.sql`key`) : Prisma.sql`false`}`,
  };
}

/**
 * One pass over the orders groups them by account, and a guest's by their stored phone key; only
 * the page's rows then look up their latest order for what to show.
 */
export async function listCustomersPage(query: CustomerListQuery) {
  const search = searchConditions(query.q);
  const newestFirst = Prisma.sql`"lastOrderAt" DESC NULLS LAST, "signedUpAt" DESC NULLS LAST, "userId", "guestKey"`;
  const rows = await db.$queryRaw<Row[]>`
    WITH buyers AS (
      SELECT "userId", CASE WHEN "userId" IS NULL THEN "phoneKey" END AS key,
             count(*)::int AS orders,
             coalesce(sum(total) FILTER (WHERE status <> 'Cancelled'), 0)::int AS spent,
             max("createdAt") AS "lastOrderAt",
             bool_or(${search.order}) FILTER (WHERE "userId" IS NULL) AS named
      FROM "Order"
      GROUP BY 1, 2
    ),
    customers AS (
      SELECT u.id AS "userId", NULL AS "guestKey", u.name, u.email, u."phoneNumber" AS phone,
             coalesce(b.orders, 0) AS orders, coalesce(b.spent, 0) AS spent, b."lastOrderAt",
             u."createdAt" AS "signedUpAt"
      FROM "User" u LEFT JOIN buyers b ON b."userId" = u.id
      WHERE u.role = ${roles.customer} AND (${search.account})
      UNION ALL
      SELECT NULL, key, NULL, NULL, NULL, orders, spent, "lastOrderAt", NULL
      FROM buyers
      WHERE "userId" IS NULL AND (${search.guest})
    )
    SELECT found.total, page.*
    FROM (SELECT count(*)::int AS total FROM customers) AS found
    LEFT JOIN LATERAL (
      SELECT c."userId", c."guestKey", c."signedUpAt", c.orders, c.spent, c."lastOrderAt",
             coalesce(c.name, guest."fullName") AS name, coalesce(c.email, guest.email) AS email,
             coalesce(c.phone, own.phone, guest.phone) AS phone
      FROM (SELECT * FROM customers ORDER BY ${newestFirst}
            LIMIT ${customersPerPage} OFFSET ${(query.page - 1) * customersPerPage}) AS c
      LEFT JOIN LATERAL (
        SELECT o.phone FROM "Order" o WHERE o."userId" = c."userId" ORDER BY o."createdAt" DESC LIMIT 1
      ) AS own ON true
      LEFT JOIN LATERAL (
        SELECT o."fullName", o.email, o.phone FROM "Order" o
        WHERE c."userId" IS NULL AND o."userId" IS NULL AND o."phoneKey" = c."guestKey"
        ORDER BY o."createdAt" DESC LIMIT 1
      ) AS guest ON true
    ) AS page ON true
    ORDER BY ${newestFirst}`;
  const total = rows[0]?.total ?? 0;
  return {
    // A page past the end is the count alone.
    customers: rows
      .filter((row) => row.userId !== null || row.guestKey !== null)
      .map(({ total, guestKey, signedUpAt, ...customer }): CustomerSummary => customer),
    total,
    page: query.page,
    pageCount: pageCountOf(total, customersPerPage),
  };
}

export async function getCustomerName(userId: string): Promise<string | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { name: true } });
  return user?.name ?? null;
}
