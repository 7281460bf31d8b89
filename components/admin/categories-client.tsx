"use client";
import Image from "next/image";
import { useRouter } from "next/navigation";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CloseButton, Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { DataTable } from "@/components/ui/data-table";
import { adminCall, errorText, truncate } from "@/lib/client/admin-api";
import { storedImageUrl } from "@/lib/domain/images";
import { categoryFieldsSchema, missingCategoryImage, type CategoryFormInput } from "@/lib/domain/validation/category";
import { BannerView, useBanner } from "./use-banner";

interface CategoryView {
  _id: string;
  cName: string;
  cDescription: string;
  cStatus: string;
  cImage: string;
  cImageUrl: string;
  productCount: number;
}

type Editing = { mode: "add" } | { mode: "edit"; category: CategoryView };

function CategoryForm({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const router = useRouter();
  const [banner, showBanner] = useBanner(2000);
  const [file, setFile] = useState<File | null>(null);
  const category = editing.mode === "edit" ? editing.category : null;
  const form = useForm<CategoryFormInput>({
    resolver: zodResolver(categoryFieldsSchema),
    defaultValues: {
      cName: category?.cName ?? "",
      cDescription: category?.cDescription ?? "",
      cStatus: (category?.cStatus as "Active" | "Disabled" | undefined) ?? "Active",
      cImageUrl: category?.cImageUrl ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (editing.mode === "add" && !file && !values.cImageUrl) {
      showBanner("error", missingCategoryImage, 3000);
      return;
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(values))
      if (value !== undefined && !(editing.mode === "edit" && key === "cName"))
        body.append(key, typeof value === "string" ? value : JSON.stringify(value));
    if (file) body.append("cImage", file);
    const answer =
      editing.mode === "add"
        ? await adminCall("/api/category/add-category", "POST", body)
        : await adminCall(`/api/category/update-category/${editing.category._id}`, "PUT", body);
    const error = errorText(answer, editing.mode === "add" ? "Failed to add category" : "Failed to edit category");
    if (error) {
      if (editing.mode === "edit") window.alert(`Error: ${error}`);
      else showBanner("error", error);
      return;
    }
    if (editing.mode === "edit") {
      if (!answer.success) return window.alert("Unexpected response from server");
      window.alert("Category updated successfully!");
    }
    onDone();
    router.refresh();
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h2 className="text-lg font-bold">{editing.mode === "add" ? "Add Category" : `Edit ${category?.cName}`}</h2>
      <BannerView banner={banner} />
      {editing.mode === "add" && (
        <TextField id="category-name" label="Category name" error={errors.cName?.message} {...form.register("cName")} />
      )}
      <div>
        <label htmlFor="category-description" className="mb-1 block text-sm font-medium">
          Description
        </label>
        <textarea id="category-description" rows={3} className="field" {...form.register("cDescription")} />
      </div>
      <div>
        <label htmlFor="category-status" className="mb-1 block text-sm font-medium">
          Status
        </label>
        <select id="category-status" className="field" {...form.register("cStatus")}>
          <option value="Active">Active</option>
          <option value="Disabled">Disabled</option>
        </select>
      </div>
      <label className="text-sm font-medium">
        Image file (jpg, jpeg, png)
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="field mt-1"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      <TextField
        id="category-image-url"
        label="Image URL"
        type="url"
        placeholder="https://..."
        error={errors.cImageUrl?.message}
        {...form.register("cImageUrl")}
      />
      <button type="submit" className="btn-primary" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : editing.mode === "add" ? "Create Category" : "Update Category"}
      </button>
    </form>
  );
}

export function CategoriesClient({ categories }: { categories: CategoryView[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<Editing | null>(null);

  const remove = async (category: CategoryView) => {
    const note = category.productCount
      ? ` Its ${category.productCount} product(s) will stay in the shop without a category.`
      : "";
    if (!window.confirm(`Are you sure you want to delete this category?${note}`)) return;
    const answer = await adminCall(`/api/category/delete-category/${category._id}`, "DELETE");
    if (answer.error === "Network error") return window.alert("Failed to delete category. Please try again.");
    const error = errorText(answer, "Failed to delete category");
    if (error) return window.alert(`Error: ${error}`);
    window.alert("Category deleted successfully!");
    router.refresh();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">Categories</h1>
        <button type="button" className="btn-primary" onClick={() => setEditing({ mode: "add" })}>
          Add Category
        </button>
      </div>
      <DataTable
        columns={["Image", "Name", "Description", "Status", "Actions"]}
        empty="No categories found"
        isEmpty={categories.length === 0}
        minWidth="min-w-[44rem]"
      >
        {categories.map((category) => (
          <tr key={category._id} className="border-t border-stone-200">
            <td className="px-3 py-2">
              <Image
                src={storedImageUrl("categories", category.cImage, category.cImageUrl)}
                alt=""
                width={48}
                height={48}
                className="h-12 w-12 rounded object-cover"
              />
            </td>
            <td className="px-3 py-2 font-medium">{category.cName}</td>
            <td className="px-3 py-2" title={category.cDescription}>
              {truncate(category.cDescription, 50)}
            </td>
            <td className="px-3 py-2">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${category.cStatus === "Active" ? "bg-green-100 text-green-900" : "bg-stone-200 text-stone-700"}`}
              >
                {category.cStatus}
              </span>
            </td>
            <td className="px-3 py-2">
              <div className="flex gap-2">
                <button
                  type="button"
                  className="text-brand underline"
                  onClick={() => setEditing({ mode: "edit", category })}
                  aria-label={`Edit ${category.cName}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="text-red-700 underline"
                  onClick={() => void remove(category)}
                  aria-label={`Delete ${category.cName}`}
                >
                  Delete
                </button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <p className="text-sm text-stone-600">Total {categories.length} category found</p>
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        label={editing?.mode === "edit" ? "Edit Category" : "Add Category"}
      >
        <CloseButton onClick={() => setEditing(null)} />
        {editing && <CategoryForm editing={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </div>
  );
}
