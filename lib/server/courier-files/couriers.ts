import "server-only";
import type { CourierChoice } from "@/lib/domain/courier-files";
import { refused } from "@/lib/domain/errors";
import { parcelMessages } from "@/lib/domain/validation/parcels";
import { db } from "../db";

export type FileCourier = CourierChoice;

/** Every courier in the owner's order, retired ones too: they still owe the cash of parcels they carried. */
export function listFileCouriers(): Promise<FileCourier[]> {
  return db.courier.findMany({
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: { id: true, name: true, active: true },
  });
}

/** The courier chosen in the form; `activeOnly` when it is to take new parcels. */
export async function chosenCourier(id: string, { activeOnly }: { activeOnly: boolean }): Promise<FileCourier> {
  const courier = await db.courier.findUnique({ where: { id }, select: { id: true, name: true, active: true } });
  if (!courier || (activeOnly && !courier.active)) throw refused(parcelMessages.courier);
  return courier;
}
