"use client";
import Image from "next/image";
import { useState } from "react";
import { CloseButton, Modal } from "@/components/ui/modal";
import { DataTable } from "@/components/ui/data-table";
import { applyToProducts, deleteProduct, setFeaturedOrder } from "@/lib/client/admin-api";
import type { CatalogProduct } from "@/lib/domain/catalog";
import { formatDate } from "@/lib/domain/dates";
import { productImageUrl } from "@/lib/domain/images";
import { formatRupees } from "@/lib/domain/pricing";
import { truncate } from "@/lib/domain/text";
import { productBulkActions, type ProductBulkAction } from "@/lib/domain/validation/admin-product-list";
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

const priceOf = (product: CatalogProduct) =>
  `${formatRupees(product.price)} / ${product.hasWeightSelection ? "kg" : "piece"}`;

function Thumbnail({ product }: { product: CatalogProduct }) {
  return (
    <Image
      src={productImageUrl(product.images[0], { thumbnail: true })}
      alt=""
      width={40}
      height={40}
      className="h-10 w-10 shrink-0 rounded object-cover"
    />
  );
}

function SelectBox({
  product,
  checked,
  onChange,
}: {
  product: CatalogProduct;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={`Select ${product.name}`}
      className="h-4 w-4 accent-brand"
      checked={checked}
      onChange={onChange}
    />
  );
}

function RowActions({
  product,
  onEdit,
  onDelete,
}: {
  product: CatalogProduct;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex gap-3">
      <button type="button" className="text-brand underline" onClick={onEdit} aria-label={`Edit ${product.name}`}>
        Edit
      </button>
      <button type="button" className="text-red-700 underline" onClick={onDelete} aria-label={`Delete ${product.name}`}>
        Delete
      </button>
    </div>
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
  const [selected, setSelected] = useState<string[]>([]);
  // Only what this page shows counts: a selection does not follow the admin to another page.
  const chosen = products.filter((product) => selected.includes(product.id));
  const allChosen = products.length > 0 && chosen.length === products.length;

  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id]));

  const remove = (product: CatalogProduct) =>
    act({
      confirm: `Are you sure you want to delete ${product.name}?`,
      call: () => deleteProduct(product.id),
      failure: "Failed to delete product",
    });

  const applyToChosen = async (action: ProductBulkAction) => {
    const count = chosen.length === 1 ? "1 product" : `${chosen.length} products`;
    const done = await act({
      confirm: action === "delete" ? `Are you sure you want to delete ${count}? This cannot be undone.` : undefined,
      call: () =>
        applyToProducts(
          chosen.map((product) => product.id),
          action,
        ),
      failure: "Failed to change the selected products",
    });
    if (done) setSelected([]);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Products</h1>
        <div className="flex flex-wrap gap-2">
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
      {chosen.length > 0 && (
        <div
          role="toolbar"
          aria-label="Selected products"
          className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-brand bg-brand-light px-3 py-2 text-sm"
        >
          <span className="font-semibold">{chosen.length} selected</span>
          {(Object.keys(productBulkActions) as ProductBulkAction[]).map((action) => (
            <button
              key={action}
              type="button"
              className={action === "delete" ? "btn-danger py-1.5" : "btn-secondary py-1.5"}
              onClick={() => void applyToChosen(action)}
            >
              {productBulkActions[action].label}
            </button>
          ))}
          <button type="button" className="ml-auto underline" onClick={() => setSelected([])}>
            Clear selection
          </button>
        </div>
      )}

      {/* Wide screens: the spec's columns. */}
      <DataTable
        className="hidden md:block"
        columns={[
          <input
            key="all"
            type="checkbox"
            aria-label="Select every product on this page"
            className="h-4 w-4 accent-brand"
            checked={allChosen}
            onChange={() => setSelected(allChosen ? [] : products.map((product) => product.id))}
          />,
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
              <SelectBox
                product={product}
                checked={selected.includes(product.id)}
                onChange={() => toggle(product.id)}
              />
            </td>
            <td className="px-3 py-2">
              <FeaturedOrderInput product={product} />
            </td>
            <td className="max-w-56 px-3 py-2">
              <span className="block font-medium">{product.name}</span>
              <span className="block text-xs whitespace-nowrap text-stone-600">{priceOf(product)}</span>
            </td>
            <td className="px-3 py-2" title={product.description}>
              {truncate(product.description, 15)}
            </td>
            <td className="px-3 py-2">
              <Thumbnail product={product} />
            </td>
            <td className="px-3 py-2">{product.status}</td>
            <td className="px-3 py-2">{product.stock}</td>
            <td className="px-3 py-2">{product.category?.name ?? "No Category"}</td>
            <td className="px-3 py-2">{product.offer > 0 ? `${product.offer}%` : "No Offer"}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDate(product.createdAt)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDate(product.updatedAt)}</td>
            <td className="px-3 py-2">
              <RowActions product={product} onEdit={() => setEditing(product)} onDelete={() => void remove(product)} />
            </td>
          </tr>
        ))}
      </DataTable>

      {/* Phones: one card per product. */}
      {products.length === 0 ? (
        <p className="rounded-lg border border-stone-200 bg-white px-3 py-8 text-center text-stone-600 md:hidden">
          No product found
        </p>
      ) : (
        <ul className="flex flex-col gap-3 md:hidden" aria-label="Products">
          {products.map((product) => (
            <li key={product.id} className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
              <div className="flex items-start gap-3">
                <SelectBox
                  product={product}
                  checked={selected.includes(product.id)}
                  onChange={() => toggle(product.id)}
                />
                <Thumbnail product={product} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{product.name}</p>
                  <p className="text-xs text-stone-600">
                    <span className="whitespace-nowrap">{priceOf(product)}</span>
                    {product.offer > 0 && ` · ${product.offer}% off`}
                  </p>
                </div>
              </div>
              <p className="mt-2 text-xs text-stone-700">
                {product.status} · Stock {product.stock} · {product.category?.name ?? "No Category"} · Updated{" "}
                {formatDate(product.updatedAt)}
              </p>
              <div className="mt-2 flex items-center justify-between gap-2 border-t border-stone-200 pt-2">
                <label className="flex items-center gap-2 text-xs text-stone-700">
                  Order <FeaturedOrderInput product={product} />
                </label>
                <RowActions
                  product={product}
                  onEdit={() => setEditing(product)}
                  onDelete={() => void remove(product)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
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
