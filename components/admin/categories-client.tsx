"use client";
import Image from "next/image";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CloseButton, Modal } from "@/components/ui/modal";
import { adminCall, errorText, truncate } from "@/lib/client/admin-api";
import { storedImageUrl } from "@/lib/domain/images";
import { missingCategoryImage } from "@/lib/domain/validation/category";
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

function CategoryForm({ editing, onDone }: { editing: Editing; onDone(): void }) {
  const router = useRouter();
  const [banner, showBanner] = useBanner(2000);
  const [busy, setBusy] = useState(false);
  const category = editing.mode === "edit" ? editing.category : null;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    const file = body.get("cImage");
    const hasFile = file instanceof File && file.size > 0;
    if (!hasFile) body.delete("cImage");
    if (editing.mode === "add" && !hasFile && !String(body.get("cImageUrl") ?? "").trim()) {
      showBanner("error", missingCategoryImage, 3000);
      return;
    }
    setBusy(true);
    const answer = editing.mode === "add" ? await adminCall("/api/category/add-category", "POST", body) : await adminCall(`/api/category/update-category/${editing.category._id}`, "PUT", body);
    setBusy(false);
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
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" encType="multipart/form-data">
      <h2 className="text-lg font-bold">{editing.mode === "add" ? "Add Category" : `Edit ${category?.cName}`}</h2>
      <BannerView banner={banner} />
      {editing.mode === "add" && (
        <label className="text-sm font-medium">
          Category name
          <input name="cName" required className="field mt-1" />
        </label>
      )}
      <label className="text-sm font-medium">
        Description
        <textarea name="cDescription" rows={3} defaultValue={category?.cDescription} className="field mt-1" />
      </label>
      <label className="text-sm font-medium">
        Status
        <select name="cStatus" defaultValue={category?.cStatus ?? "Active"} className="field mt-1">
          <option value="Active">Active</option>
          <option value="Disabled">Disabled</option>
        </select>
      </label>
      <label className="text-sm font-medium">
        Image file (jpg, jpeg, png)
        <input name="cImage" type="file" accept="image/jpeg,image/png,image/webp" className="field mt-1" />
      </label>
      <label className="text-sm font-medium">
        Image URL
        <input name="cImageUrl" type="url" defaultValue={category?.cImageUrl} placeholder="https://..." className="field mt-1" />
      </label>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Saving..." : editing.mode === "add" ? "Create Category" : "Update Category"}
      </button>
    </form>
  );
}

export function CategoriesClient({ categories }: { categories: CategoryView[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<Editing | null>(null);

  const remove = async (category: CategoryView) => {
    const note = category.productCount ? ` Its ${category.productCount} product(s) will stay in the shop without a category.` : "";
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
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="bg-stone-50 text-xs uppercase text-stone-600">
            <tr>
              {["Image", "Name", "Description", "Status", "Actions"].map((column) => (
                <th key={column} className="px-3 py-2">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.length === 0 && (
              <tr>
                <td colSpan={5} className="px-3 py-8 text-center text-stone-600">
                  No categories found
                </td>
              </tr>
            )}
            {categories.map((category) => (
              <tr key={category._id} className="border-t border-stone-200">
                <td className="px-3 py-2">
                  <Image src={storedImageUrl("categories", category.cImage, category.cImageUrl)} alt="" width={48} height={48} className="h-12 w-12 rounded object-cover" />
                </td>
                <td className="px-3 py-2 font-medium">{category.cName}</td>
                <td className="px-3 py-2" title={category.cDescription}>
                  {truncate(category.cDescription, 50)}
                </td>
                <td className="px-3 py-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${category.cStatus === "Active" ? "bg-green-100 text-green-900" : "bg-stone-200 text-stone-700"}`}>{category.cStatus}</span>
                </td>
                <td className="px-3 py-2">
                  <div className="flex gap-2">
                    <button type="button" className="text-brand underline" onClick={() => setEditing({ mode: "edit", category })} aria-label={`Edit ${category.cName}`}>
                      Edit
                    </button>
                    <button type="button" className="text-red-700 underline" onClick={() => void remove(category)} aria-label={`Delete ${category.cName}`}>
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-stone-600">Total {categories.length} category found</p>
      <Modal open={editing !== null} onClose={() => setEditing(null)} label={editing?.mode === "edit" ? "Edit Category" : "Add Category"}>
        <CloseButton onClick={() => setEditing(null)} />
        {editing && <CategoryForm editing={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </div>
  );
}
