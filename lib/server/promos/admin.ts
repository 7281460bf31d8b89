import "server-only";
import { notFound, refused } from "@/lib/domain/errors";
import { normalisePromoCode } from "@/lib/domain/promo";
import type { PromoForm } from "@/lib/domain/validation/promo";
import { onUniqueViolation } from "../database-errors";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";

export const duplicatePromo = "A promo code with this code already exists";

type PromoRow = Prisma.PromoCodeGetPayload<object>;

export function toLegacyPromo(promo: PromoRow) {
  return {
    _id: promo.id,
    code: promo.code,
    discountType: promo.discountType,
    discountValue: promo.discountValue.toNumber(),
    expiryDate: promo.expiryDate.toISOString(),
    isActive: promo.isActive,
    usageLimit: promo.usageLimit,
    currentUsage: promo.currentUsage,
    createdAt: promo.createdAt.toISOString(),
  };
}

export function listPromos(): Promise<PromoRow[]> {
  return db.promoCode.findMany({ orderBy: { createdAt: "desc" } });
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

export function createPromo(form: PromoForm): Promise<PromoRow> {
  return onUniqueViolation(() => db.promoCode.create({ data: promoData(form) }), refused(duplicatePromo));
}

export async function updatePromo(id: string, form: PromoForm): Promise<PromoRow> {
  const existing = await db.promoCode.findUnique({ where: { id }, select: { currentUsage: true } });
  if (!existing) throw notFound("Promo code not found");
  if (form.usageLimit !== undefined && form.usageLimit < existing.currentUsage)
    throw refused(`The usage limit cannot be below the ${existing.currentUsage} uses already made`);
  return onUniqueViolation(
    () => db.promoCode.update({ where: { id }, data: promoData(form) }),
    refused(duplicatePromo),
  );
}

/** Deletes a promo code; orders that used it keep the code's name. */
export async function deletePromo(id: string): Promise<void> {
  const deleted = await db.promoCode.deleteMany({ where: { id } });
  if (deleted.count === 0) throw notFound("Promo code not found");
}
