"use client";
import clsx from "clsx";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CloseButton, Modal } from "@/components/ui/modal";
import { adminCall, type ApiAnswer } from "@/lib/client/admin-api";
import { toast } from "@/lib/client/toast-store";
import { bulkMessages, looksLikeCsv } from "@/lib/domain/bulk";

const steps = ["Upload Images", "Upload CSV", "Validate/Upload Products", "Complete"] as const;

interface UploadResult {
  totalProcessed: number;
  successCount: number;
  errorCount: number;
  errors: string[];
}

function ErrorList({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul aria-label="Errors" className="max-h-56 overflow-y-auto rounded-md bg-red-50 p-3 text-sm text-red-800">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** The 4-step bulk product import: images, CSV, validate and upload, summary. */
export function BulkUploadWizard({ open, onClose }: { open: boolean; onClose: () => void }) {
  const router = useRouter();
  const [step, setStep] = useState(0);
  const [images, setImages] = useState<File[]>([]);
  const [available, setAvailable] = useState<string[]>([]);
  const [csv, setCsv] = useState<File | null>(null);
  const [validation, setValidation] = useState<{ validRows: number; errors: string[] } | null>(null);
  const [result, setResult] = useState<UploadResult | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setStep(0);
    setImages([]);
    setAvailable([]);
    setCsv(null);
    setValidation(null);
    setResult(null);
  };
  const close = () => {
    if (result?.successCount) router.refresh();
    reset();
    onClose();
  };

  const uploadImages = async () => {
    if (images.length === 0) return toast.error(bulkMessages.noImages);
    const body = new FormData();
    for (const image of images) body.append("images", image);
    setBusy(true);
    const answer = await adminCall("/api/bulk-products/upload-images", "POST", body);
    setBusy(false);
    if (answer.error === "Network error") return toast.error("Image upload failed");
    if (!answer.success)
      return toast.error(typeof answer.error === "string" ? answer.error : "Failed to upload images");
    const stored = (answer.images as { filename: string }[]).map((image) => image.filename);
    toast.success(`${stored.length} images uploaded successfully!`);
    setAvailable(stored);
    setStep(1);
  };

  const loadExisting = async () => {
    const answer = await adminCall("/api/bulk-products/list-images", "GET");
    if (!answer.success) return toast.error("Failed to load images");
    setAvailable((answer.images as { filename: string }[]).map((image) => image.filename));
    setStep(1);
  };

  const downloadTemplate = async () => {
    try {
      const response = await fetch("/api/bulk-products/download-template");
      if (!response.ok) return toast.error("Failed to download template");
      const link = document.createElement("a");
      link.href = URL.createObjectURL(await response.blob());
      link.download = "product_template.csv";
      link.click();
      URL.revokeObjectURL(link.href);
      toast.success("Template downloaded successfully!");
    } catch {
      toast.error("Template download failed");
    }
  };

  const csvBody = (): FormData | null => {
    if (!csv) {
      toast.error(bulkMessages.noFile);
      return null;
    }
    if (!looksLikeCsv(csv)) {
      toast.error(bulkMessages.notCsv);
      return null;
    }
    const body = new FormData();
    body.append("bulkFile", csv);
    return body;
  };

  const validate = async () => {
    const body = csvBody();
    if (!body) return;
    setBusy(true);
    const answer: ApiAnswer = await adminCall("/api/bulk-products/validate", "POST", body);
    setBusy(false);
    if (answer.error === "Network error") return toast.error("CSV validation failed");
    if (typeof answer.error === "string") return toast.error(answer.error);
    if (!Array.isArray(answer.errors)) return toast.error("Validation failed");
    const errors = answer.errors as string[];
    setValidation({ validRows: Number(answer.validRows), errors });
    if (errors.length === 0) {
      toast.success(`Validation successful! ${String(answer.validRows)} valid products found`);
      setStep(2);
    } else {
      toast.error(`Validation completed with ${errors.length} errors`);
    }
  };

  const upload = async () => {
    const body = csv ? csvBody() : null;
    if (!body) return toast.error("No CSV file selected");
    setBusy(true);
    const answer = await adminCall("/api/bulk-products/upload", "POST", body);
    setBusy(false);
    if (answer.error === "Network error") return toast.error("Bulk upload failed");
    if (typeof answer.error === "string") return toast.error(answer.error);
    const summary = answer as unknown as UploadResult & { success: boolean };
    setResult(summary);
    if (!summary.success) return toast.error("Upload failed");
    toast.success(`Upload completed! ${summary.successCount} products created`);
    setStep(3);
  };

  return (
    <Modal open={open} onClose={close} label="Bulk Upload" placement="wide">
      <CloseButton onClick={close} />
      <h2 className="mb-3 text-lg font-bold">Bulk Upload</h2>
      <ol className="mb-4 grid grid-cols-4 gap-2 text-center text-xs">
        {steps.map((label, index) => (
          <li
            key={label}
            aria-current={index === step ? "step" : undefined}
            className={clsx(
              "rounded-md px-1 py-2",
              index === step
                ? "bg-brand text-white"
                : index < step
                  ? "bg-brand-light text-brand"
                  : "bg-stone-100 text-stone-600",
            )}
          >
            {index + 1}. {label}
          </li>
        ))}
      </ol>

      {step === 0 && (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-700">
            Upload the product images first; the CSV&apos;s images column then names them (several separated by |). You
            can also give image URLs in the CSV.
          </p>
          <label className="text-sm font-medium">
            Product images
            <input
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp"
              className="field mt-1"
              onChange={(event) => setImages([...(event.target.files ?? [])])}
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" disabled={busy} onClick={() => void uploadImages()}>
              {busy ? "Uploading..." : "Upload Images"}
            </button>
            <button type="button" className="btn-secondary" onClick={() => void loadExisting()}>
              Load existing images
            </button>
            <button type="button" className="btn-secondary" onClick={() => setStep(1)}>
              Skip
            </button>
          </div>
        </div>
      )}

      {step === 1 && (
        <div className="flex flex-col gap-3">
          {available.length > 0 && (
            <details className="text-sm">
              <summary className="cursor-pointer font-medium">
                {available.length} images you can name in the CSV
              </summary>
              <ul className="mt-1 max-h-32 overflow-y-auto font-mono text-xs" aria-label="Available images">
                {available.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </details>
          )}
          <button type="button" className="btn-secondary self-start" onClick={() => void downloadTemplate()}>
            Download Template
          </button>
          <label className="text-sm font-medium">
            CSV file
            <input
              type="file"
              accept=".csv,text/csv"
              className="field mt-1"
              onChange={(event) => {
                setCsv(event.target.files?.[0] ?? null);
                setValidation(null);
              }}
            />
          </label>
          <button type="button" className="btn-primary self-start" disabled={busy} onClick={() => void validate()}>
            {busy ? "Validating..." : "Validate"}
          </button>
          {validation && validation.errors.length > 0 && (
            <>
              <p className="text-sm font-medium text-red-800">
                {validation.validRows} valid rows; fix these {validation.errors.length} errors and validate again:
              </p>
              <ErrorList errors={validation.errors} />
            </>
          )}
        </div>
      )}

      {step === 2 && validation && (
        <div className="flex flex-col gap-3">
          <p className="text-sm">
            <strong>{validation.validRows}</strong> valid products ready to import, no errors.
          </p>
          <button type="button" className="btn-primary self-start" disabled={busy} onClick={() => void upload()}>
            {busy ? "Uploading..." : "Upload Products"}
          </button>
          {result && <ErrorList errors={result.errors} />}
        </div>
      )}

      {step === 3 && result && (
        <div className="flex flex-col gap-3">
          <dl className="grid grid-cols-3 gap-2 text-center text-sm">
            <div className="rounded-md bg-stone-100 p-2">
              <dt>Processed</dt>
              <dd className="text-xl font-bold">{result.totalProcessed}</dd>
            </div>
            <div className="rounded-md bg-green-50 p-2">
              <dt>Created</dt>
              <dd className="text-xl font-bold text-green-800">{result.successCount}</dd>
            </div>
            <div className="rounded-md bg-red-50 p-2">
              <dt>Errors</dt>
              <dd className="text-xl font-bold text-red-800">{result.errorCount}</dd>
            </div>
          </dl>
          <ErrorList errors={result.errors} />
          <button type="button" className="btn-primary self-start" onClick={close}>
            Done
          </button>
        </div>
      )}
    </Modal>
  );
}
