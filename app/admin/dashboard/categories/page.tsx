import type { Metadata } from "next";
import { CategoriesClient } from "@/components/admin/categories-client";
import { listAllCategories } from "@/lib/server/catalog/admin-categories";

export const metadata: Metadata = { title: "Categories" };

export default async function CategoriesPage() {
  const categories = await listAllCategories();
  return <CategoriesClient categories={categories} />;
}
