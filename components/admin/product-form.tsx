"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { saveProduct } from "@/lib/client/admin-api";
import { catalogStatuses, type CatalogProduct } from "@/lib/domain/catalog";
import { missingProductImage, productFieldsSchema, type ProductFieldsInput } from "@/lib/domain/validation/product";
import { CurrentImages } from "./current-images";
import { urduHint, urduInput } from "./urdu-input";
import { useAdminAction } from "./use-admin-action";
import { BannerView, useBanner } from "./use-banner";

/** Add Product and the full-screen Edit Product form: images by file (several) or URL, files win. */
export function ProductForm({
  product,
  categories,
  onDone,
}: {
  product: CatalogProduct | null;
  categories: { id: string; name: string }[];
  onDone: () => void;
}) {
  const act = useAdminAction();
  const [banner, showBanner] = useBanner(2000);
  const [files, setFiles] = useState<File[]>([]);
  const [imageUrl, setImageUrl] = useState("");
  const [removed, setRemoved] = useState<string[]>([]);
  const form = useForm<ProductFieldsInput>({
    resolver: zodResolver(productFieldsSchema),
    defaultValues: product
      ? {
          name: product.name,
          description: product.description,
          nameUr: product.nameUr,
          descriptionUr: product.descriptionUr,
          price: String(product.price),
          stock: String(product.stock),
          offer: String(product.offer),
          featuredOrder: product.featuredOrder ? String(product.featuredOrder) : "",
          status: product.status,
          categoryId: product.category?.id ?? "",
          hasWeightSelection: product.hasWeightSelection,
        }
      : {
          name: "",
          description: "",
          nameUr: "",
          descriptionUr: "",
          price: "",
          stock: "",
          offer: "0",
          featuredOrder: "",
          status: "Active",
          categoryId: "",
          hasWeightSelection: true,
        },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (!product && files.length === 0 && !imageUrl.trim()) {
      showBanner("error", missingProductImage, 3000);
      return;
    }
    const saved = await act({
      call: () => saveProduct(product?.id ?? null, values, { files, url: imageUrl, removed }),
      failure: product ? "Failed to update product" : "Failed to add product",
      // The spec's product forms close without a word, and show refusals in their banner.
      success: () => null,
      report: (_kind, message) => showBanner("error", message),
    });
    if (saved) onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h2 className="text-lg font-bold">{product ? "Edit Product" : "Add Product"}</h2>
      <BannerView banner={banner} />
      <div className="grid gap-3 md:grid-cols-2">
        <TextField id="product-name" label="Product name" error={errors.name?.message} {...form.register("name")} />
        <TextField
          id="product-name-ur"
          label="Name in Urdu (optional)"
          hint={urduHint}
          error={errors.nameUr?.message}
          {...urduInput}
          {...form.register("nameUr")}
        />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <SelectField id="product-category" label="Category" {...form.register("categoryId")}>
          <option value="">No Category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <TextField
          id="product-price"
          label="Price (Rs. per kg, or per piece)"
          inputMode="numeric"
          error={errors.price?.message}
          {...form.register("price")}
        />
        <TextField
          id="product-stock"
          label="Stock (kg, or pieces)"
          inputMode="decimal"
          error={errors.stock?.message}
          {...form.register("stock")}
        />
        <TextField
          id="product-offer"
          label="Offer (%)"
          inputMode="numeric"
          error={errors.offer?.message}
          {...form.register("offer")}
        />
        <TextField
          id="product-featured"
          label="Featured order (optional)"
          inputMode="numeric"
          error={errors.featuredOrder?.message}
          {...form.register("featuredOrder")}
        />
        <SelectField id="product-status" label="Status" {...form.register("status")}>
          {catalogStatuses.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </SelectField>
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
          <input type="checkbox" className="h-4 w-4 accent-brand" {...form.register("hasWeightSelection")} />
          Enable weight/size selection
        </label>
      </div>
      <TextAreaField
        id="product-description"
        label="Description"
        rows={4}
        error={errors.description?.message}
        {...form.register("description")}
      />
      <TextAreaField
        id="product-description-ur"
        label="Description in Urdu (optional)"
        rows={4}
        hint={urduHint}
        error={errors.descriptionUr?.message}
        {...urduInput}
        {...form.register("descriptionUr")}
      />
      {product && product.images.length > 0 && (
        <CurrentImages
          images={product.images}
          removed={removed}
          replacing={files.length > 0 || imageUrl.trim() !== ""}
          onToggle={(image) =>
            setRemoved((current) =>
              current.includes(image) ? current.filter((name) => name !== image) : [...current, image],
            )
          }
        />
      )}
      <div className="grid gap-3 md:grid-cols-2">
        <label className="text-sm font-medium">
          {product ? "New images (replace all the current ones)" : "Images (jpg, jpeg, png)"}
          <input
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className="field mt-1"
            onChange={(event) => setFiles([...(event.target.files ?? [])])}
          />
        </label>
        <label className="text-sm font-medium">
          Image URL
          <input
            type="url"
            className="field mt-1"
            value={imageUrl}
            onChange={(event) => setImageUrl(event.target.value)}
            placeholder="https://..."
          />
        </label>
      </div>
      <button type="submit" className="btn-primary self-start" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : product ? "Update Product" : "Create Product"}
      </button>
    </form>
  );
}
