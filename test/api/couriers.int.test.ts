import { DELETE as deleteCourier, PUT as updateCourier } from "@/app/api/couriers/[id]/route";
import { GET as listCouriers, POST as createCourier } from "@/app/api/couriers/route";
import { courierMessages, parcelMessages } from "@/lib/domain/validation/parcels";
import {
  createCourier as createCourierRow,
  deleteCourier as deleteCourierRow,
  listActiveCouriers,
} from "@/lib/server/couriers";
import { systemActor } from "@/lib/server/orders/history";
import { shipOrder } from "@/lib/server/orders/parcels";
import { db } from "@/lib/server/db";
import { callRoute, expectRefusal } from "../support/api";
import { bearerFor, createOrderRow, createProduct, createUser } from "../support/fixtures";

let admin: Record<string, string>;

beforeAll(async () => {
  admin = await bearerFor((await createUser({ role: 1 })).id);
});

interface Listed {
  _id: string;
  name: string;
  trackingUrl: string | null;
  active: boolean;
  parcels: number;
}

const list = async () => (await callRoute(listCouriers, { headers: admin })).json.Couriers as Listed[];
const create = (body: Record<string, unknown>, headers = admin) => callRoute(createCourier, { body, headers });
const update = (id: string, body: Record<string, unknown>, headers = admin) =>
  callRoute(updateCourier, { method: "PUT", params: { id }, body, headers });
const remove = (id: string, headers = admin) => callRoute(deleteCourier, { method: "DELETE", params: { id }, headers });

/** An order shipped with the courier, written straight to the database. */
async function parcelOf(courierId: string, consignmentNumber: string) {
  const order = await createOrderRow((await createProduct()).id, { status: "Shipped" });
  await db.order.update({ where: { id: order.id }, data: { courierId, consignmentNumber } });
}

describe("who may keep the courier list", () => {
  it("refuses anonymous callers with 401 and customers with 403, and changes nothing", async () => {
    const customer = await bearerFor((await createUser()).id);
    const before = await db.courier.findMany({ orderBy: { id: "asc" } });
    const calls = [
      (headers: Record<string, string>) => callRoute(listCouriers, { headers }),
      (headers: Record<string, string>) => create({ name: "Swift", trackingUrl: "" }, headers),
      (headers: Record<string, string>) => update("courier-tcs", { active: false }, headers),
      (headers: Record<string, string>) => remove("courier-own-rider", headers),
    ];
    for (const call of calls) {
      expectRefusal(await call({}), 401, "Please log in to continue.");
      expectRefusal(await call(customer), 403, "Admins only.");
    }
    expect(await db.courier.findMany({ orderBy: { id: "asc" } })).toEqual(before);
  });
});

describe("the courier list", () => {
  it("starts with the couriers Pakistani shops use, in order, each with its tracking page", async () => {
    const couriers = await list();
    expect(couriers.map((courier) => courier.name)).toEqual([
      "TCS",
      "Leopards",
      "PostEx",
      "M&P",
      "Trax",
      "BlueEx",
      "Call Courier",
      "Pakistan Post",
      "Own rider",
    ]);
    expect(couriers[0]).toEqual({
      _id: "courier-tcs",
      name: "TCS",
      trackingUrl: "https://www.tcsexpress.com/track/{cn}",
      active: true,
      parcels: 0,
    });
    expect(couriers.at(-1)?.trackingUrl).toBeNull();
  });

  it("adds a courier at the end, its name unique whatever its case", async () => {
    const added = await create({ name: " Swift Logistics ", trackingUrl: "https://swift.pk/track?id={cn}" });
    expect(added.json).toEqual({
      success: "Swift Logistics added",
      courier: {
        _id: expect.any(String),
        name: "Swift Logistics",
        trackingUrl: "https://swift.pk/track?id={cn}",
        active: true,
        parcels: 0,
      },
    });
    expect((await list()).at(-1)?.name).toBe("Swift Logistics");
    expectRefusal(
      await create({ name: "swift LOGISTICS", trackingUrl: "" }),
      200,
      courierMessages.taken("Swift Logistics"),
    );
    expectRefusal(await create({ name: "tcs", trackingUrl: "" }), 200, courierMessages.taken("TCS"));
    expectRefusal(
      await create({ name: "Rider", trackingUrl: "https://rider.pk/track" }),
      200,
      parcelMessages.trackingUrl,
    );
    expectRefusal(await create({ name: "", trackingUrl: "" }), 200, parcelMessages.courierName);
    expect(await db.courier.count({ where: { name: { equals: "swift logistics", mode: "insensitive" } } })).toBe(1);
  });

  // Straight to lib/server: through the route, the sign-in check of each call staggers them.
  it("takes one of several names differing only in case added at the same moment", async () => {
    for (const round of [1, 2, 3]) {
      const names = ["Daewoo", "DAEWOO", "daewoo", "DaewoO"].map((name) => `${name} ${round}`);
      const added = await Promise.allSettled(
        names.map((name) => createCourierRow({ name, trackingUrl: null, active: true })),
      );
      expect(added.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      expect(
        added.filter((result) => result.status === "rejected").map((result) => (result.reason as Error).message),
      ).toEqual(Array(3).fill(expect.stringMatching(/^A courier named Daewoo \d is already in the list\.$/i)));
    }
  });

  it("renames a courier and changes its tracking page: its parcels follow", async () => {
    const { json } = await create({ name: "Moversa", trackingUrl: "https://moversa.pk/{cn}" });
    const id = (json.courier as Listed)._id;
    await parcelOf(id, "MV-1");
    const renamed = await update(id, { name: "Movers & Co", trackingUrl: "https://movers.pk/track/{cn}" });
    expect(renamed.json).toEqual({
      success: "Movers & Co updated",
      courier: { _id: id, name: "Movers & Co", trackingUrl: "https://movers.pk/track/{cn}", active: true, parcels: 1 },
    });
    expectRefusal(await update(id, { name: "leopards" }), 200, courierMessages.taken("Leopards"));
    // Its own name in another case is no clash.
    expect((await update(id, { name: "MOVERS & CO" })).json.success).toBe("MOVERS & CO updated");
    expectRefusal(await update("missing", { name: "X" }), 404, courierMessages.notFound);
    expectRefusal(await update(id, {}), 200, "Nothing to change");
  });

  it("retires a courier (no longer offered) and brings it back", async () => {
    const retired = await update("courier-blueex", { active: false });
    expect(retired.json).toMatchObject({ success: courierMessages.retired("BlueEx"), courier: { active: false } });
    expect((await listActiveCouriers()).map((courier) => courier.id)).not.toContain("courier-blueex");
    expect((await list()).find((courier) => courier._id === "courier-blueex")?.active).toBe(false);
    const back = await update("courier-blueex", { active: true });
    expect(back.json.success).toBe(courierMessages.reactivated("BlueEx"));
    expect((await listActiveCouriers()).map((courier) => courier.id)).toContain("courier-blueex");
  });

  it("deletes only a courier that never carried a parcel, and says to retire any other", async () => {
    const { json } = await create({ name: "One Off", trackingUrl: "" });
    const unused = (json.courier as Listed)._id;
    expect((await remove(unused)).json).toEqual({ success: "One Off deleted" });
    expect(await db.courier.findUnique({ where: { id: unused } })).toBeNull();
    expectRefusal(await remove(unused), 404, courierMessages.notFound);

    await parcelOf("courier-pakpost", "EA123456789PK");
    await parcelOf("courier-pakpost", "EA123456790PK");
    expect((await list()).find((courier) => courier._id === "courier-pakpost")?.parcels).toBe(2);
    expectRefusal(await remove("courier-pakpost"), 200, courierMessages.inUse("Pakistan Post", 2));
    expect(await db.courier.findUnique({ where: { id: "courier-pakpost" } })).not.toBeNull();
  });
  it("either hands a parcel to a courier or deletes the courier, never half of both", async () => {
    for (const round of [1, 2, 3, 4, 5]) {
      const { json } = await create({ name: `Racer ${round}`, trackingUrl: "" });
      const id = (json.courier as Listed)._id;
      const order = await createOrderRow((await createProduct()).id, { status: "Processing" });
      const [shipped, deleted] = await Promise.allSettled([
        shipOrder(order.id, { courierId: id, consignmentNumber: `RACE-${round}` }, systemActor),
        deleteCourierRow(id),
      ]);
      const parcel = await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { courierId: true } });
      const kept = await db.courier.findUnique({ where: { id } });
      if (shipped.status === "fulfilled") {
        expect(deleted).toMatchObject({
          status: "rejected",
          reason: { message: courierMessages.inUse(`Racer ${round}`, 1) },
        });
        expect({ parcel: parcel.courierId, kept: kept?.id }).toEqual({ parcel: id, kept: id });
      } else {
        expect(shipped.reason).toMatchObject({ message: parcelMessages.courier });
        expect(deleted.status).toBe("fulfilled");
        expect({ parcel: parcel.courierId, kept }).toEqual({ parcel: null, kept: null });
      }
    }
  });
});
