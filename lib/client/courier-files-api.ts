"use client";
// The courier files' calls from the admin page (app/api/courier-files/*): each sends the CSV with its
// form's fields; a refusal throws ApiRefusal (./http).
import {
  courierFileField,
  type PaymentImport,
  type PaymentPreview,
  type ShipmentImport,
  type ShipmentPreview,
} from "@/lib/domain/courier-files";
import { request } from "./http";

/** An import the server checked again and refused, row errors and all: nothing was written. */
export interface RefusedImport<P> {
  success: false;
  errors: string[];
  preview: P;
}

function courierForm(file: File, fields: Record<string, string>): FormData {
  const form = new FormData();
  form.append(courierFileField, file);
  for (const [key, value] of Object.entries(fields)) if (value) form.append(key, value);
  return form;
}

/** `courierId`: the form's courier for rows without one ("" for none). */
export const previewShipments = (file: File, courierId: string) =>
  request<ShipmentPreview>("/api/courier-files/shipments/preview", { body: courierForm(file, { courierId }) });

export const importShipments = (file: File, courierId: string) =>
  request<ShipmentImport | RefusedImport<ShipmentPreview>>("/api/courier-files/shipments/import", {
    body: courierForm(file, { courierId }),
  });

export interface PaymentFields {
  courierId: string;
  /** "" for the file's name. */
  reference: string;
}

export const previewPayment = (file: File, fields: PaymentFields) =>
  request<PaymentPreview>("/api/courier-files/payments/preview", { body: courierForm(file, { ...fields }) });

export const importPayment = (file: File, fields: PaymentFields) =>
  request<PaymentImport | RefusedImport<PaymentPreview>>("/api/courier-files/payments/import", {
    body: courierForm(file, { ...fields }),
  });
