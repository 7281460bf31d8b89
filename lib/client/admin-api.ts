"use client";
// The back-office's calls from the browser, one function each, in clean values; a failed call throws
// NetworkError or ApiRefusal (./http). Each answers the server's success message for the admin's toast.
import { fromLegacyCourier, type LegacyCourier } from "@/lib/contract/couriers";
import { formText, toLegacyProductFields } from "@/lib/contract/requests";
import type { BulkImportSummary, BulkPreviewProduct } from "@/lib/domain/bulk";
import type { CallOutcome, OrderStatus } from "@/lib/domain/orders";
import { orderStatusLabel } from "@/lib/domain/orders";
import type { CourierListing, ReturnReason } from "@/lib/domain/parcels";
import type { OrderPaymentForm } from "@/lib/domain/validation/cash";
import type { ProductBulkAction } from "@/lib/domain/validation/admin-product-list";
import type { CategoryFormInput } from "@/lib/domain/validation/category";
import type { CourierFormInput } from "@/lib/domain/validation/parcels";
import type { ProductFieldsInput } from "@/lib/domain/validation/product";
import type { PromoFormInput } from "@/lib/domain/validation/promo";
import { request, requestFile } from "./http";

type Success = { success: string };

/** A multipart form: text fields (empty ones left out) and files. */
function formOf(fields: Record<string, unknown>, files: Record<string, File[]> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    const text = formText(value);
    if (text !== undefined) form.append(key, text);
  }
  for (const [key, list] of Object.entries(files)) for (const file of list) form.append(key, file);
  return form;
}

export async function createCategory(fields: CategoryFormInput, image: File | null): Promise<string> {
  const body = formOf(fields, { cImage: image ? [image] : [] });
  return (await request<Success>("/api/category/add-category", { body })).success;
}

export async function updateCategory(
  id: string,
  fields: Partial<CategoryFormInput>,
  image: File | null,
): Promise<string> {
  const body = formOf(fields, { cImage: image ? [image] : [] });
  return (await request<Success>(`/api/category/update-category/${id}`, { method: "PUT", body })).success;
}

export async function deleteCategory(id: string): Promise<string> {
  return (await request<Success>(`/api/category/delete-category/${id}`, { method: "DELETE" })).success;
}

/** New images (files or a URL) replace the old ones, or else the `removed` ones are dropped. */
export async function saveProduct(
  id: string | null,
  fields: ProductFieldsInput,
  images: { files: File[]; url: string; removed?: string[] },
): Promise<string> {
  const text = {
    ...toLegacyProductFields(fields, images.url),
    ...(id ? { pId: id } : {}),
    ...(images.removed?.length ? { removeImages: JSON.stringify(images.removed) } : {}),
  };
  const body = formOf(text, { [id ? "pEditImages" : "pImage"]: images.files });
  return (await request<Success>(id ? "/api/product/edit-product" : "/api/product/add-product", { body })).success;
}

export async function setFeaturedOrder(id: string, featuredOrder: number | null): Promise<string> {
  return (await request<Success>("/api/product/update-order", { body: { pId: id, featuredOrder } })).success;
}

export async function deleteProduct(id: string): Promise<string> {
  return (await request<Success>("/api/product/delete-product", { body: { pId: id } })).success;
}

export async function applyToProducts(ids: string[], action: ProductBulkAction): Promise<string> {
  return (await request<Success>("/api/product/bulk-action", { body: { action, ids } })).success;
}

export async function updateOrderStatus(id: string, status: OrderStatus): Promise<string> {
  const body = { oId: id, status: orderStatusLabel[status] };
  return (await request<Success>("/api/order/update-order", { body })).success;
}

/** Ships the order with the courier, or corrects the courier or number of one already shipped or delivered. */
export async function shipOrder(id: string, courierId: string, consignmentNumber: string): Promise<string> {
  const body = { oId: id, courierId, consignmentNumber };
  return (await request<Success>("/api/order/ship", { body })).success;
}

export async function listCouriers(signal?: AbortSignal): Promise<CourierListing[]> {
  const answer = await request<{ Couriers: LegacyCourier[] }>("/api/couriers", { method: "GET", signal });
  return answer.Couriers.map(fromLegacyCourier);
}

export async function saveCourier(id: string | null, fields: CourierFormInput): Promise<string> {
  const path = id ? `/api/couriers/${id}` : "/api/couriers";
  return (await request<Success>(path, { method: id ? "PUT" : "POST", body: fields })).success;
}

/** Retires a courier (no new parcels), or brings it back. */
export async function setCourierActive(id: string, active: boolean): Promise<string> {
  return (await request<Success>(`/api/couriers/${id}`, { method: "PUT", body: { active } })).success;
}

export async function deleteCourier(id: string): Promise<string> {
  return (await request<Success>(`/api/couriers/${id}`, { method: "DELETE" })).success;
}

export async function deleteOrder(id: string): Promise<string> {
  return (await request<Success>("/api/order/delete-order", { body: { oId: id } })).success;
}

export async function recordCallOutcome(id: string, outcome: CallOutcome): Promise<string> {
  return (await request<Success>("/api/order/confirmation", { body: { oId: id, outcome } })).success;
}

export async function addOrderNote(id: string, note: string, internal: boolean): Promise<string> {
  return (await request<Success>("/api/order/note", { body: { oId: id, note, internal } })).success;
}

export async function cancelOrderAsFake(id: string): Promise<string> {
  return (await request<Success>("/api/order/cancel-as-fake", { body: { oId: id } })).success;
}

export async function unblockOrderPhone(id: string): Promise<string> {
  return (await request<Success>("/api/order/unblock-phone", { body: { oId: id } })).success;
}

export async function recordParcelReturn(id: string, reason: ReturnReason): Promise<string> {
  return (await request<Success>("/api/order/return", { body: { oId: id, reason } })).success;
}

export async function recordOrderPayment(payment: OrderPaymentForm): Promise<string> {
  return (await request<Success>("/api/order/payment", { body: payment })).success;
}

export async function savePromo(id: string | null, form: PromoFormInput): Promise<string> {
  const answer = await request<{ message: string }>(id ? `/api/promos/${id}` : "/api/promos/create", {
    method: id ? "PUT" : "POST",
    body: form,
  });
  return answer.message;
}

export async function deletePromo(id: string): Promise<string> {
  return (await request<{ message: string }>(`/api/promos/${id}`, { method: "DELETE" })).message;
}

export async function uploadSlide(
  image: { file: File } | { url: string },
  details: {
    title: string;
    subtitle: string;
    titleUr: string;
    subtitleUr: string;
    productId: string;
    categoryId: string;
  },
): Promise<string> {
  const body = formOf(
    { slideImageUrl: "url" in image ? image.url : undefined, ...details },
    { image: "file" in image ? [image.file] : [] },
  );
  return (await request<Success>("/api/customize/upload-slide-image", { body })).success;
}

export async function deleteSlide(id: string): Promise<string> {
  return (await request<Success>("/api/customize/delete-slide-image", { body: { id } })).success;
}

export interface StoredImage {
  originalName?: string;
  filename: string;
  used?: boolean;
}

/** Uploads the images; answers them, and the names given more than once in this upload. */
export async function uploadBulkImages(files: File[]): Promise<{ images: StoredImage[]; duplicates: string[] }> {
  const answer = await request<{ images: StoredImage[]; duplicates?: string[] }>("/api/bulk-products/upload-images", {
    body: formOf({}, { images: files }),
  });
  return { images: answer.images, duplicates: answer.duplicates ?? [] };
}

/** The name an owner writes in the CSV for an image: the one it was uploaded with, when known. */
export const csvImageName = (image: StoredImage) => image.originalName ?? image.filename;

export async function listBulkImages(): Promise<StoredImage[]> {
  return (await request<{ images: StoredImage[] }>("/api/bulk-products/list-images")).images;
}

/** Images a product or order uses are kept; the answer says how many. */
export async function deleteBulkImages(filenames: string[]): Promise<string> {
  return (await request<Success>("/api/bulk-products/delete-images", { body: { filenames } })).success;
}

export const downloadBulkTemplate = () => requestFile("/api/bulk-products/download-template");

export interface BulkValidation {
  validRows: number;
  errors: string[];
  /** Rows without an id: new products. */
  toCreate: number;
  /** Rows with an id that change their product. */
  toUpdate: number;
  /** Rows (as numbered) with an id that would change nothing. */
  unchanged: number[];
  /** The first products the import creates or changes, old → new (none when the file has errors). */
  preview: BulkPreviewProduct[];
}

export function validateBulkCsv(csv: File): Promise<BulkValidation> {
  return request<BulkValidation>("/api/bulk-products/validate", { body: formOf({}, { bulkFile: [csv] }) });
}

export interface BulkImport {
  success: boolean;
  totalProcessed: number;
  successCount: number;
  errorCount: number;
  errors: string[];
  created?: number;
  updated?: number;
  unchanged?: number[];
  /** The import's record, for undoing it within a day (null when it changed nothing). */
  importId?: string | null;
}

/** The bulk imports of the last day, newest first. */
export async function recentBulkImports(): Promise<BulkImportSummary[]> {
  return (await request<{ imports: BulkImportSummary[] }>("/api/bulk-products/imports")).imports;
}

/** Undoes a bulk import of the last day; answers the message for the admin. */
export async function undoBulkImport(id: string): Promise<string> {
  const { deleted, disabled, restored } = await request<{ deleted: number; disabled: number; restored: number }>(
    `/api/bulk-products/undo/${encodeURIComponent(id)}`,
    { method: "POST" },
  );
  const parts = [`${restored} restored`, `${deleted} deleted`, ...(disabled ? [`${disabled} disabled (ordered)`] : [])];
  return `Import undone: ${parts.join(", ")}.`;
}

/** Imports the CSV in one transaction, only when every row is valid (`success` false and the errors otherwise). */
export function importBulkCsv(csv: File): Promise<BulkImport> {
  return request<BulkImport>("/api/bulk-products/upload", { body: formOf({}, { bulkFile: [csv] }) });
}
