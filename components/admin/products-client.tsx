"use client";
import Image from "next/image";
import { useState } from "react";
import { CloseButton, Modal } from "@/components/ui/modal";
import { DataTable } from "@/components/ui/data-table";
import { deleteProduct, setFeaturedOrder } from "@/lib/client/admin-api";
import type { CatalogProduct } from "@/lib/domain/catalog";
import { formatDate } from "@/lib/domain/dates";
import { productImageUrl } from "@/lib/domain/images";
import { truncate } from "@/lib/domain/text";
import { BulkUploadWizard } from "./bulk-upload-wizard";
import { ProductForm } from "./product-form";
import { useAdminAction } from "./use-admin-action";

function FeaturedOrderInput({ product }: { product: CatalogProduct }) {
  const act = useAdminAction();
  const [value, setValue] = useState(product.featuredOrder ? String(product.featuredOrder) : "");
  const save = async () => {
    const next = value.trim() === "" ? null : Number(value);
    if (next === product.featuredOrder) return;
    const saved = await act({ call: () => setFeaturedOrder(product.id, next), failure: "Failed to update the order" });
    if (!saved) setValue(product.featuredOrder ? String(product.featuredOrder) : "");
  };
  return (
    <input
      aria-label={`Featured order of ${product.name}`}
      type="number"
      min={1}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        if (event.key === "Enter") event.currentTarget.blur();
      }}
      className="field w-16 px-2 py-1 text-sm"
    />
  );
}

export function ProductsClient({
  products,
  categories,
  filters,
  pages,
}: {
  products: CatalogProduct[];
  categories: { id: string; name: string }[];
  /** The search, filters and sort, and the page links (server-rendered). */
  filters: React.ReactNode;
  pages: React.ReactNode;
}) {
  const act = useAdminAction();
  const [adding, setAdding] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [editing, setEditing] = useState<CatalogProduct | null>(null);

  const remove = (product: CatalogProduct) =>
    act({
      confirm: `Are you sure you want to delete ${product.name}?`,
      call: () => deleteProduct(product.id),
      failure: "Failed to delete product",
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Products</h1>
        <div className="flex gap-2">
          <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
            Add Product
          </button>
          <button type="button" className="btn-secondary" onClick={() => setBulkOpen(true)}>
            Bulk Upload
          </button>
          <a href="/api/bulk-products/export" download className="btn-secondary">
            Export CSV
          </a>
        </div>
      </div>
      {filters}
      <DataTable
        columns={[
          "Order",
          "Product",
          "Description",
          "Image",
          "Status",
          "Stock",
          "Category",
          "Offer",
          "Created at",
          "Updated at",
          "Actions",
        ]}
        empty="No product found"
        isEmpty={products.length === 0}
        minWidth="min-w-[64rem]"
      >
        {products.map((product) => (
          <tr key={product.id} className="border-t border-stone-200">
            <td className="px-3 py-2">
              <FeaturedOrderInput product={product} />
            </td>
            <td className="max-w-56 px-3 py-2 font-medium">{product.name}</td>
            <td className="px-3 py-2" title={product.description}>
              {truncate(product.description, 15)}
            </td>
            <td className="px-3 py-2">
              <Image
                src={productImageUrl(product.images[0], { thumbnail: true })}
                alt=""
                width={40}
                height={40}
                className="h-10 w-10 rounded object-cover"
              />
            </td>
            <td className="px-3 py-2">{product.status}</td>
            <td className="px-3 py-2">{product.stock}</td>
            <td className="px-3 py-2">{product.category?.name ?? "No Category"}</td>
            <td className="px-3 py-2">{product.offer > 0 ? `${product.offer}%` : "No Offer"}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDate(product.createdAt)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDate(product.updatedAt)}</td>
            <td className="px-3 py-2">
              <div className="flex gap-2">
                <button
                  type="button"
                  className="text-brand underline"
                  onClick={() => setEditing(product)}
                  aria-label={`Edit ${product.name}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="text-red-700 underline"
                  onClick={() => void remove(product)}
                  aria-label={`Delete ${product.name}`}
                >
                  Delete
                </button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      {pages}
      <BulkUploadWizard open={bulkOpen} onClose={() => setBulkOpen(false)} />
      <Modal open={adding} onClose={() => setAdding(false)} label="Add Product" placement="wide">
        <CloseButton onClick={() => setAdding(false)} />
        {adding && <ProductForm product={null} categories={categories} onDone={() => setAdding(false)} />}
      </Modal>
      <Modal open={editing !== null} onClose={() => setEditing(null)} label="Edit Product" placement="full">
        <CloseButton onClick={() => setEditing(null)} />
        {editing && (
          <ProductForm key={editing.id} product={editing} categories={categories} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </div>
  );
}
