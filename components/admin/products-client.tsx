"use client";
import clsx from "clsx";
import { useState } from "react";
import { CloseButton, Modal } from "@/components/ui/modal";
import { DataTable } from "@/components/ui/data-table";
import { PlainImage } from "@/components/ui/plain-image";
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

// One markup for every width: below md a row is a card (a grid: checkbox, picture and the product
// with its status line on top, featured order and actions below); from md up the table's row.
// Rendering a table and a list of cards both cost a fifth of the page's server time.
const row =
  "grid grid-cols-[auto_auto_minmax(0,1fr)] items-start gap-x-3 rounded-lg border border-stone-200 bg-white p-3 text-sm md:table-row md:rounded-none md:border-x-0 md:border-b-0 md:p-0";
const cell = "md:px-3 md:py-2 md:align-middle";
const wideOnly = "hidden md:table-cell md:px-3 md:py-2 md:align-middle";
/** The card's bottom line, over its full width. */
const cardFooter = "mt-2 flex items-center border-t border-stone-200 pt-2 md:mt-0 md:table-cell md:border-0";

const priceOf = (product: CatalogProduct) =>
  `${formatRupees(product.price)} / ${product.hasWeightSelection ? "kg" : "piece"}`;

// A plain <img> (PlainImage), not next/image: a page lists 50 products twice (table and cards),
// and 100 next/image components took a sixth of the page's render time.
function Thumbnail({ product }: { product: CatalogProduct }) {
  return (
    <PlainImage
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

      {/* The spec's columns from md up; below it each row is a card (see the cell classes above). */}
      <DataTable
        stacked
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
        minWidth="md:min-w-[64rem]"
      >
        {products.map((product) => (
          <tr key={product.id} className={row}>
            <td className={clsx(cell, "col-start-1 row-start-1")}>
              <SelectBox
                product={product}
                checked={selected.includes(product.id)}
                onChange={() => toggle(product.id)}
              />
            </td>
            <td
              className={clsx(cell, "col-span-3 col-start-1 row-start-2", cardFooter, "gap-2 text-xs text-stone-700")}
            >
              <span className="md:hidden">Order</span>
              <FeaturedOrderInput product={product} />
            </td>
            <td className={clsx(cell, "col-start-3 row-start-1 md:max-w-56")}>
              <span className="block font-medium">{product.name}</span>
              <span className="block text-xs text-stone-600">
                <span className="whitespace-nowrap">{priceOf(product)}</span>
                {product.offer > 0 && <span className="md:hidden"> · {product.offer}% off</span>}
              </span>
              <span className="mt-1 block text-xs text-stone-700 md:hidden">
                {product.status} · Stock {product.stock} · {product.category?.name ?? "No Category"} · Updated{" "}
                {formatDate(product.updatedAt)}
              </span>
            </td>
            <td className={wideOnly} title={product.description}>
              {truncate(product.description, 15)}
            </td>
            <td className={clsx(cell, "col-start-2 row-start-1")}>
              <Thumbnail product={product} />
            </td>
            <td className={wideOnly}>{product.status}</td>
            <td className={wideOnly}>{product.stock}</td>
            <td className={wideOnly}>{product.category?.name ?? "No Category"}</td>
            <td className={wideOnly}>{product.offer > 0 ? `${product.offer}%` : "No Offer"}</td>
            <td className={clsx(wideOnly, "whitespace-nowrap")}>{formatDate(product.createdAt)}</td>
            <td className={clsx(wideOnly, "whitespace-nowrap")}>{formatDate(product.updatedAt)}</td>
            <td className={clsx(cell, "col-start-3 row-start-2 justify-self-end", cardFooter)}>
              <RowActions product={product} onEdit={() => setEditing(product)} onDelete={() => void remove(product)} />
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
