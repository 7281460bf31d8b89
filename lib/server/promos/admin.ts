import "server-only";
import { notFound, refused } from "@/lib/domain/errors";
import { normalisePromoCode, type Promo } from "@/lib/domain/promo";
import type { PromoForm } from "@/lib/domain/validation/promo";
import { onUniqueViolation } from "../database-errors";
import { db, newestFirst } from "../db";
import type { Prisma } from "../generated/prisma/client";

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
  const rows = await db.promoCode.findMany({ orderBy: newestFirst() });
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

export async function createPromo(form: PromoForm): Promise<Promo> {
  return toPromo(
    await onUniqueViolation(() => db.promoCode.create({ data: promoData(form) }), refused(duplicatePromo)),
  );
}

export async function updatePromo(id: string, form: PromoForm): Promise<Promo> {
  const existing = await db.promoCode.findUnique({ where: { id }, select: { currentUsage: true } });
  if (!existing) throw notFound("Promo code not found");
  if (form.usageLimit !== undefined && form.usageLimit < existing.currentUsage)
    throw refused(`The usage limit cannot be below the ${existing.currentUsage} uses already made`);
  const row = await onUniqueViolation(
    () => db.promoCode.update({ where: { id }, data: promoData(form) }),
    refused(duplicatePromo),
  );
  return toPromo(row);
}

/** Deletes a promo code; orders that used it keep the code's name. */
export async function deletePromo(id: string): Promise<void> {
  const deleted = await db.promoCode.deleteMany({ where: { id } });
  if (deleted.count === 0) throw notFound("Promo code not found");
}
