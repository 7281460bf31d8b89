import type { Metadata } from "next";
import { CategoriesClient } from "@/components/admin/categories-client";
import { listAllCategories } from "@/lib/server/catalog/admin-categories";
import { requireAdmin } from "@/lib/server/auth/guards";

export const metadata: Metadata = { title: "Categories" };

export default async function CategoriesPage() {
  await requireAdmin();
  const categories = await listAllCategories();
  return <CategoriesClient categories={categories} />;
}
