import "server-only";
import { notFound, refused } from "@/lib/domain/errors";
import type { Courier, CourierListing } from "@/lib/domain/parcels";
import { courierMessages, parcelMessages, type CourierChange, type CourierForm } from "@/lib/domain/validation/parcels";
import { cached } from "./cache/cached";
import { couriersTag } from "./catalog/cache-tags";
import { catalogChanged } from "./catalog/changes";
import { db } from "./db";
import { Prisma } from "./generated/prisma/client";

// The couriers the owner hands parcels to (TCS, Leopards, own rider ...), each with the address of
// its tracking page. A courier that has carried a parcel is retired rather than deleted: its
// parcels keep their courier, and the shopper their tracking link.

type Tx = Prisma.TransactionClient;

const courierSelect = { id: true, name: true, trackingUrl: true, active: true } satisfies Prisma.CourierSelect;

/** Every courier, retired ones too, in the owner's order. */
export const listCouriers = cached("couriers", { tags: () => [couriersTag] }, async (): Promise<Courier[]> =>
  db.courier.findMany({ select: courierSelect, orderBy: [{ position: "asc" }, { name: "asc" }] }),
);

/** The courier an admin chose in a form; `activeOnly` when it is to take new parcels. */
export async function chosenCourier(id: string, { activeOnly }: { activeOnly: boolean }): Promise<Courier> {
  const courier = (await listCouriers()).find((listed) => listed.id === id);
  if (!courier || (activeOnly && !courier.active)) throw refused(parcelMessages.courier);
  return courier;
}

/** The couriers a parcel can be handed to now. */
export async function listActiveCouriers(): Promise<Courier[]> {
  return (await listCouriers()).filter((courier) => courier.active);
}

/** The admin's list: each courier with the number of parcels it has carried. */
export async function listCouriersForAdmin(): Promise<CourierListing[]> {
  const [couriers, carried] = await Promise.all([
    listCouriers(),
    db.order.groupBy({ by: ["courierId"], where: { courierId: { not: null } }, _count: { _all: true } }),
  ]);
  const parcels = new Map(carried.map((group) => [group.courierId, group._count._all]));
  return couriers.map((courier) => ({ ...courier, parcels: parcels.get(courier.id) ?? 0 }));
}

/**
 * Courier changes one at a time, so that two names differing only in case cannot both be added
 * (the unique index compares names exactly). Shipping a parcel takes no conflicting lock.
 */
async function lockCouriers(tx: Tx): Promise<void> {
  await tx.$executeRaw`LOCK TABLE "Courier" IN SHARE ROW EXCLUSIVE MODE`;
}

async function refuseTakenName(tx: Tx, name: string, id: string | null): Promise<void> {
  const other = await tx.courier.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, ...(id ? { id: { not: id } } : {}) },
    select: { name: true },
  });
  if (other) throw refused(courierMessages.taken(other.name));
}

export async function createCourier(input: CourierForm): Promise<CourierListing> {
  const courier = await db.$transaction(async (tx) => {
    await lockCouriers(tx);
    await refuseTakenName(tx, input.name, null);
    const last = await tx.courier.aggregate({ _max: { position: true } });
    const created = await tx.courier.create({
      data: { ...input, position: (last._max.position ?? 0) + 1 },
      select: courierSelect,
    });
    return { ...created, parcels: 0 };
  });
  await catalogChanged({ couriers: true });
  return courier;
}

/** A new name or tracking page shows on every parcel of the courier, in the admin's lists too. */
export async function updateCourier(id: string, change: CourierChange): Promise<CourierListing> {
  const courier = await db.$transaction(async (tx) => {
    await lockCouriers(tx);
    if (!(await tx.courier.findUnique({ where: { id }, select: { id: true } })))
      throw notFound(courierMessages.notFound);
    if (change.name !== undefined) await refuseTakenName(tx, change.name, id);
    const { _count, ...updated } = await tx.courier.update({
      where: { id },
      data: change,
      select: { ...courierSelect, _count: { select: { orders: true } } },
    });
    return { ...updated, parcels: _count.orders };
  });
  await catalogChanged({ couriers: true, orders: change.name !== undefined || change.trackingUrl !== undefined });
  return courier;
}

/** Only a courier that never carried a parcel nor paid the shop; any other is retired instead. */
export async function deleteCourier(id: string): Promise<{ name: string }> {
  const { name } = await db.$transaction(async (tx) => {
    await lockCouriers(tx);
    const courier = await tx.courier.findUnique({
      where: { id },
      select: { name: true, _count: { select: { orders: true, payments: true } } },
    });
    if (!courier) throw notFound(courierMessages.notFound);
    const { orders, payments } = courier._count;
    if (orders > 0 || payments > 0) throw refused(courierMessages.inUse(courier.name, orders));
    try {
      await tx.courier.delete({ where: { id } });
    } catch (error) {
      // A parcel handed to it meanwhile (the foreign key's Restrict): refused as above.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003")
        throw refused(courierMessages.inUse(courier.name, orders + 1));
      throw error;
    }
    return courier;
  });
  await catalogChanged({ couriers: true });
  return { name };
}
