import { orderLimitMessages } from "@/lib/domain/order-limits";
import { Prisma } from "../generated/prisma/client";
import { networkShareRefusal } from "./holds";

const take = (wanted: string, stock: string) => ({
  productId: "p1",
  wanted: new Prisma.Decimal(wanted),
  stock: new Prisma.Decimal(stock),
  enough: true,
});

describe("the share of a product one network's unconfirmed orders may hold", () => {
  const dates = { name: "Dates", hasWeightSelection: true };
  const boxes = { name: "Gift Box", hasWeightSelection: false };

  it("is a quarter of the shelf and what they hold together, one pack always", () => {
    expect(networkShareRefusal(dates, take("3.75", "15"), orderLimitMessages)).toBeNull();
    expect(networkShareRefusal(dates, take("4", "15"), orderLimitMessages)?.message).toBe(
      orderLimitMessages.networkShare("Dates", 3.75, true),
    );
    expect(networkShareRefusal(dates, take("0.25", "15"), orderLimitMessages, new Prisma.Decimal(5))?.message).toBe(
      orderLimitMessages.networkShare("Dates", 0, true),
    );
    expect(networkShareRefusal(boxes, take("1", "1"), orderLimitMessages)).toBeNull();
  });

  it("offers the whole packs left, never one it would refuse", () => {
    // A quarter of 7.999 pieces is 1.99975: two are refused, and one is what is left to take.
    expect(networkShareRefusal(boxes, take("2", "7.999"), orderLimitMessages)?.message).toBe(
      orderLimitMessages.networkShare("Gift Box", 1, false),
    );
  });
});
