import fc from "fast-check";
import { orderStatuses } from "../orders";
import { orderFilterSchema, orderListSearch, ordersListHref, type OrderFilter } from "./admin-order";

/** The filter the orders page reads from an address, as its searchParams give it. */
const parse = (href: string) =>
  orderFilterSchema.parse(Object.fromEntries(new URL(href, "https://shop.test").searchParams));

const text = (maxLength: number) =>
  fc
    .string({ unit: "grapheme", minLength: 1, maxLength })
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && value.length <= maxLength);
const day = fc
  .date({ min: new Date("2000-01-01"), max: new Date("2100-12-31"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const filters: fc.Arbitrary<OrderFilter> = fc.record(
  {
    status: fc.option(fc.constantFrom(...orderStatuses), { nil: undefined }),
    q: text(100),
    customer: text(64),
    from: day,
    to: day,
    held: fc.boolean(),
    page: fc.integer({ min: 1, max: 10_000 }),
  },
  { requiredKeys: ["status", "held", "page"] },
);

describe("the orders list's address", () => {
  it("reads back as the filter it was built from", () => {
    fc.assert(
      fc.property(filters, (filter) => {
        expect(parse(ordersListHref(filter))).toEqual(filter);
      }),
      { numRuns: 1000 },
    );
  });

  it("leaves the defaults out and speaks the statuses' labels", () => {
    expect(ordersListHref()).toBe("/admin/dashboard/orders");
    expect(ordersListHref({ page: 1, q: "  " })).toBe("/admin/dashboard/orders");
    expect(ordersListHref({ status: "NotProcessed" })).toBe("/admin/dashboard/orders?status=Not+processed");
    expect(
      orderListSearch({ q: " 0300-1234567 ", from: "2026-11-01", to: "2026-11-30", customer: "u1", page: 3 }),
    ).toBe("?q=0300-1234567&from=2026-11-01&to=2026-11-30&customer=u1&page=3");
    expect(ordersListHref({ held: true })).toBe("/admin/dashboard/orders?held=1");
    expect(parse("/admin/dashboard/orders?held=yes").held).toBe(false);
  });
});
