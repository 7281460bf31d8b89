import type { Metadata } from "next";
import { PromosClient } from "@/components/admin/promos-client";
import { listPromos } from "@/lib/server/promos/admin";
import { requireAdmin } from "@/lib/server/auth/guards";

export const metadata: Metadata = { title: "Promo Codes" };

export default async function PromoCodesPage() {
  await requireAdmin();
  const promos = await listPromos();
  return <PromosClient promos={promos} />;
}
