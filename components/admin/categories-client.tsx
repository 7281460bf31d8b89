"use client";
import Image from "next/image";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CloseButton, Modal } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { DataTable } from "@/components/ui/data-table";
import { createCategory, deleteCategory, updateCategory } from "@/lib/client/admin-api";
import { catalogStatuses, type AdminCategory } from "@/lib/domain/catalog";
import { storedImageUrl } from "@/lib/domain/images";
import { truncate } from "@/lib/domain/text";
import { categoryFieldsSchema, missingCategoryImage, type CategoryFormInput } from "@/lib/domain/validation/category";
import { urduHint, urduInput } from "./urdu-input";
import { useAdminAction, type Report } from "./use-admin-action";
import { BannerView, useBanner } from "./use-banner";

type Editing = { mode: "add" } | { mode: "edit"; category: AdminCategory };

// The spec's category screen answers edits and deletes with the browser's alert.
const alertReport: Report = (kind, message) => window.alert(kind === "error" ? `Error: ${message}` : message);

function CategoryForm({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const act = useAdminAction();
  const [banner, showBanner] = useBanner(2000);
  const [file, setFile] = useState<File | null>(null);
  const category = editing.mode === "edit" ? editing.category : null;
  const form = useForm<CategoryFormInput>({
    resolver: zodResolver(categoryFieldsSchema),
    defaultValues: {
      cName: category?.name ?? "",
      cDescription: category?.description ?? "",
      cNameUr: category?.nameUr ?? "",
      cDescriptionUr: category?.descriptionUr ?? "",
      cStatus: category?.status ?? "Active",
      cImageUrl: category?.imageUrl ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (editing.mode === "add" && !file && !values.cImageUrl) {
      showBanner("error", missingCategoryImage, 3000);
      return;
    }
    const fields = {
      cDescription: values.cDescription,
      cNameUr: values.cNameUr,
      cDescriptionUr: values.cDescriptionUr,
      cStatus: values.cStatus,
      cImageUrl: values.cImageUrl,
    };
    const done = await act(
      editing.mode === "add"
        ? {
            call: () => createCategory({ ...fields, cName: values.cName }, file),
            failure: "Failed to add category",
            // The spec's add form closes without a word, and shows refusals in its banner.
            success: () => null,
            report: (_kind, message) => showBanner("error", message),
          }
        : {
            call: () => updateCategory(editing.category.id, fields, file),
            failure: "Failed to edit category",
            success: () => "Category updated successfully!",
            report: alertReport,
          },
    );
    if (done) onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h2 className="text-lg font-bold">{editing.mode === "add" ? "Add Category" : `Edit ${category?.name}`}</h2>
      <BannerView banner={banner} />
      {editing.mode === "add" && (
        <TextField id="category-name" label="Category name" error={errors.cName?.message} {...form.register("cName")} />
      )}
      <TextField
        id="category-name-ur"
        label="Name in Urdu (optional)"
        hint={urduHint}
        error={errors.cNameUr?.message}
        {...urduInput}
        {...form.register("cNameUr")}
      />
      <TextAreaField
        id="category-description"
        label="Description"
        rows={3}
        error={errors.cDescription?.message}
        {...form.register("cDescription")}
      />
      <TextAreaField
        id="category-description-ur"
        label="Description in Urdu (optional)"
        rows={3}
        hint={urduHint}
        error={errors.cDescriptionUr?.message}
        {...urduInput}
        {...form.register("cDescriptionUr")}
      />
      <SelectField id="category-status" label="Status" {...form.register("cStatus")}>
        {catalogStatuses.map((status) => (
          <option key={status}>{status}</option>
        ))}
      </SelectField>
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

export function CategoriesClient({ categories }: { categories: AdminCategory[] }) {
  const act = useAdminAction();
  const [editing, setEditing] = useState<Editing | null>(null);

  const remove = (category: AdminCategory) => {
    const note = category.productCount
      ? ` Its ${category.productCount} product(s) will stay in the shop without a category.`
      : "";
    return act({
      confirm: `Are you sure you want to delete this category?${note}`,
      call: () => deleteCategory(category.id),
      failure: "Failed to delete category. Please try again.",
      success: () => "Category deleted successfully!",
      report: alertReport,
    });
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
          <tr key={category.id} className="border-t border-stone-200">
            <td className="px-3 py-2">
              <Image
                src={storedImageUrl("categories", category.imageFile, category.imageUrl)}
                alt=""
                width={48}
                height={48}
                className="h-12 w-12 rounded object-cover"
              />
            </td>
            <td className="px-3 py-2 font-medium">{category.name}</td>
            <td className="px-3 py-2" title={category.description}>
              {truncate(category.description, 50)}
            </td>
            <td className="px-3 py-2">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${category.status === "Active" ? "bg-green-100 text-green-900" : "bg-stone-200 text-stone-700"}`}
              >
                {category.status}
              </span>
            </td>
            <td className="px-3 py-2">
              <div className="flex gap-2">
                <button
                  type="button"
                  className="text-brand underline"
                  onClick={() => setEditing({ mode: "edit", category })}
                  aria-label={`Edit ${category.name}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="text-red-700 underline"
                  onClick={() => void remove(category)}
                  aria-label={`Delete ${category.name}`}
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
