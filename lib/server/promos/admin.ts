import "server-only";
import { normalisePromoCode, type Promo } from "@/lib/domain/promo";
import type { PromoForm } from "@/lib/domain/validation/promo";
import { notFound, refusal } from "../api/errors";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";

export const duplicatePromo = "A promo code with this code already exists";

type PromoRow = Prisma.PromoCodeGetPayload<object>;

function toPromo(row: PromoRow): Promo {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountValue.toNumber(),
    expiryDate: row.expiryDate.toISOString(),
    isActive: row.isActive,
    usageLimit: row.usageLimit,
    currentUsage: row.currentUsage,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPromos(): Promise<Promo[]> {
  const rows = await db.promoCode.findMany({ orderBy: { createdAt: "desc" } });
  return rows.map(toPromo);
}

function promoData(form: PromoForm) {
  return {
    code: normalisePromoCode(form.code),
    discountType: form.discountType,
    discountValue: form.discountValue,
    expiryDate: form.expiryDate,
    isActive: form.isActive,
    usageLimit: form.usageLimit ?? null,
  };
}

async function guardDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw refusal(duplicatePromo);
    throw error;
  }
}

export async function createPromo(form: PromoForm): Promise<Promo> {
  return toPromo(await guardDuplicate(() => db.promoCode.create({ data: promoData(form) })));
}

export async function updatePromo(id: string, form: PromoForm): Promise<Promo> {
  const existing = await db.promoCode.findUnique({ where: { id }, select: { currentUsage: true } });
  if (!existing) throw notFound("Promo code not found");
  if (form.usageLimit !== undefined && form.usageLimit < existing.currentUsage)
    throw refusal(`The usage limit cannot be below the ${existing.currentUsage} uses already made`);
  return toPromo(await guardDuplicate(() => db.promoCode.update({ where: { id }, data: promoData(form) })));
}

/** Deletes a promo code; orders that used it keep the code's name. */
export async function deletePromo(id: string): Promise<void> {
  const deleted = await db.promoCode.deleteMany({ where: { id } });
  if (deleted.count === 0) throw notFound("Promo code not found");
}
