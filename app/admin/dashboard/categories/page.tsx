import type { Metadata } from "next";
import { CategoriesClient } from "@/components/admin/categories-client";
import { listAllCategories, toLegacyAdminCategory } from "@/lib/server/catalog/admin-categories";

export const metadata: Metadata = { title: "Categories" };

export default async function CategoriesPage() {
  const categories = (await listAllCategories()).map(toLegacyAdminCategory);
  return <CategoriesClient categories={categories} />;
}
