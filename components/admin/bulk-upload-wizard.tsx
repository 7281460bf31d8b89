"use client";
import clsx from "clsx";
import { useRouter } from "next/navigation";
import { Fragment, useReducer, useRef, useState } from "react";
import { CloseButton, Modal } from "@/components/ui/modal";
import {
  downloadBulkTemplate,
  csvImageName,
  importBulkCsv,
  listBulkImages,
  uploadBulkImages,
  validateBulkCsv,
  type BulkValidation,
} from "@/lib/client/admin-api";
import { failureMessage } from "@/lib/client/http";
import { toast } from "@/lib/client/toast-store";
import {
  bulkFieldLabels,
  bulkMessages,
  previewValue,
  urduBulkFields,
  type BulkFieldChange,
  type BulkPreviewProduct,
} from "@/lib/domain/bulk";
import { looksLikeCsv } from "@/lib/domain/csv";
import { bulkSteps as steps, bulkWizardReducer, initialBulkWizard } from "./bulk-wizard-state";
import { ImageLibrary } from "./image-library";
import { RecentImports, useUndoImport } from "./recent-imports";

/** "1 product", "2 products". */
const count = (amount: number, one: string, many = `${one}s`) =>
  `${amount.toLocaleString("en-US")} ${amount === 1 ? one : many}`;

/** What the import will do, in counts: the rows that create, update, or change nothing. */
function ImportPlan({ validation }: { validation: BulkValidation }) {
  const { toCreate, toUpdate, unchanged } = validation;
  const lines = [
    toCreate > 0 && count(toCreate, "new product"),
    toUpdate > 0 && `${count(toUpdate, "product")} to update`,
    unchanged.length > 0 && `${count(unchanged.length, "row")} unchanged`,
  ].filter(Boolean);
  return (
    <ul className="list-disc pl-5 text-sm" aria-label="Import plan">
      {lines.map((line) => (
        <li key={line as string}>{line}</li>
      ))}
    </ul>
  );
}

/** One product the import creates or changes: by name and id, each changed field old → new. */
function PreviewCard({ product }: { product: BulkPreviewProduct }) {
  const shown = (change: BulkFieldChange, value: string) => {
    const text = previewValue(change.column, value, product.byWeight);
    // Urdu runs right to left on its own, so the arrow between old and new stays where it is.
    return urduBulkFields.includes(change.column) && value ? (
      <bdi lang="ur" dir="rtl">
        {text}
      </bdi>
    ) : (
      text
    );
  };
  return (
    <li className="rounded-md border border-stone-200 p-3">
      <h3 className="text-sm font-semibold wrap-anywhere">
        {product.name}
        {product.id === null && " "}
        {product.id === null && (
          <span className="ml-1 rounded bg-green-100 px-1.5 py-0.5 text-xs font-medium text-green-800">New</span>
        )}
      </h3>
      <p className="text-xs wrap-anywhere text-stone-500">
        Row {product.row}
        {product.id && ` · id ${product.id}`}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {product.changes.map((change) => (
          <Fragment key={change.column}>
            <dt className="text-stone-600">{bulkFieldLabels[change.column]}</dt>
            <dd className="wrap-anywhere">
              {product.id === null ? (
                shown(change, change.after)
              ) : (
                <>
                  <span className="text-stone-600">{shown(change, change.before)}</span>
                  {" → "}
                  <span className="font-medium">{shown(change, change.after)}</span>
                </>
              )}
            </dd>
          </Fragment>
        ))}
      </dl>
    </li>
  );
}

/** The products the import creates or changes, as the server read them from the database. */
function ImportPreview({ validation }: { validation: BulkValidation }) {
  const { preview, toCreate, toUpdate } = validation;
  const leftOut = toCreate + toUpdate - preview.length;
  if (preview.length === 0) return null;
  return (
    <>
      <ul aria-label="Products the import changes" className="flex max-h-[50vh] flex-col gap-2 overflow-y-auto">
        {preview.map((product) => (
          <PreviewCard key={product.row} product={product} />
        ))}
      </ul>
      {leftOut > 0 && <p className="text-sm text-stone-600">…and {count(leftOut, "more product")}, not listed here.</p>}
    </>
  );
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
  const [state, dispatch] = useReducer(bulkWizardReducer, initialBulkWizard);
  const [images, setImages] = useState<File[]>([]);
  const [undone, setUndone] = useState(false);
  const undoImport = useUndoImport();
  const { step, available, csv, validation, result, busy } = state;
  // Counts the closings: an answer to a call made before the last one belongs to a wizard that is gone.
  const session = useRef(0);

  const close = () => {
    session.current += 1;
    if (result?.successCount) router.refresh();
    dispatch({ type: "reset" });
    setImages([]);
    setUndone(false);
    onClose();
  };

  /** Runs a call while the wizard waits; a failure is one toast: the server's refusal, or `failure`. */
  const attempt = async <T,>(call: () => Promise<T>, failure: string, network = failure): Promise<T | undefined> => {
    const started = session.current;
    dispatch({ type: "busy" });
    try {
      const answer = await call();
      return session.current === started ? answer : undefined;
    } catch (error) {
      if (session.current !== started) return undefined;
      dispatch({ type: "failed" });
      toast.error(failureMessage(error, failure, network));
      return undefined;
    }
  };

  const uploadImages = async () => {
    if (images.length === 0) return toast.error(bulkMessages.noImages);
    const stored = await attempt(() => uploadBulkImages(images), "Failed to upload images", "Image upload failed");
    if (!stored) return;
    toast.success(`${stored.images.length} images uploaded successfully!`);
    for (const duplicate of stored.duplicates) toast.error(duplicate);
    dispatch({ type: "imagesReady", names: [...new Set(stored.images.map(csvImageName))] });
  };

  const loadExisting = async () => {
    const stored = await attempt(listBulkImages, "Failed to load images");
    if (stored) dispatch({ type: "imagesReady", names: [...new Set(stored.map(csvImageName))] });
  };

  const downloadTemplate = async () => {
    try {
      const link = document.createElement("a");
      link.href = URL.createObjectURL(await downloadBulkTemplate());
      link.download = "product_template.csv";
      link.click();
      URL.revokeObjectURL(link.href);
      toast.success("Template downloaded successfully!");
    } catch (error) {
      toast.error(failureMessage(error, "Failed to download template", "Template download failed"));
    }
  };

  /** The chosen file when it is a CSV; otherwise one toast says why. */
  const chosenCsv = (): File | null => {
    if (!csv) toast.error(bulkMessages.noFile);
    else if (!looksLikeCsv(csv)) toast.error(bulkMessages.notCsv);
    else return csv;
    return null;
  };

  const validate = async () => {
    const file = chosenCsv();
    if (!file) return;
    const checked = await attempt(() => validateBulkCsv(file), "Validation failed", "CSV validation failed");
    if (!checked) return;
    dispatch({ type: "validated", validation: checked });
    if (checked.errors.length === 0) toast.success(`Validation successful! ${checked.validRows} valid products found`);
    else toast.error(`Validation completed with ${checked.errors.length} errors`);
  };

  const upload = async () => {
    const file = chosenCsv();
    if (!file) return;
    const imported = await attempt(() => importBulkCsv(file), "Upload failed", "Bulk upload failed");
    if (!imported) return;
    dispatch({ type: "imported", result: imported });
    if (!imported.success) toast.error("Upload failed");
    else if (!imported.updated && !imported.unchanged?.length)
      toast.success(`Upload completed! ${imported.successCount} products created`);
    else
      toast.success(
        `Upload completed! ${imported.created ?? 0} created, ${imported.updated ?? 0} updated, ${imported.unchanged?.length ?? 0} unchanged`,
      );
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
            {/* A break after the slash: "Validate/Upload" is wider than a step on a phone. */}
            {index + 1}.{" "}
            {label.split("/").map((part, at) => (
              <Fragment key={part}>
                {at > 0 && "/"}
                {at > 0 && <wbr />}
                {part}
              </Fragment>
            ))}
          </li>
        ))}
      </ol>

      {step === 0 && (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-700">
            Upload the product images first; the CSV&apos;s images column then names them as they were called on your
            computer, e.g. almonds.jpg (several separated by |). You can also give image URLs in the CSV.
          </p>
          <p className="text-sm text-stone-700">
            To change products you already have, use Export CSV on the products page, edit the file and import it here:
            rows with an id update that product, rows without one create new products. With the id column, a file may
            keep only the columns you change (id,price reprices only). Stock moves by what you change in the file, so
            orders placed meanwhile still count. Step 3 shows every change before anything is written.
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
            <button type="button" className="btn-secondary" onClick={() => dispatch({ type: "imagesSkipped" })}>
              Skip
            </button>
          </div>
          <ImageLibrary />
          <RecentImports />
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
              onChange={(event) => dispatch({ type: "csvChosen", csv: event.target.files?.[0] ?? null })}
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
            <strong>{validation.validRows}</strong> valid {validation.validRows === 1 ? "product" : "products"} ready to
            import, no errors.
          </p>
          <ImportPlan validation={validation} />
          <ImportPreview validation={validation} />
          <button type="button" className="btn-primary self-start" disabled={busy} onClick={() => void upload()}>
            {busy ? "Uploading..." : "Upload Products"}
          </button>
          {result && <ErrorList errors={result.errors} />}
        </div>
      )}

      {step === 3 && result && (
        <div className="flex flex-col gap-3">
          <dl className="grid grid-cols-3 gap-2 text-center text-sm sm:auto-cols-fr sm:grid-flow-col">
            <div className="rounded-md bg-stone-100 p-2">
              <dt>Processed</dt>
              <dd className="text-xl font-bold">{result.totalProcessed}</dd>
            </div>
            <div className="rounded-md bg-green-50 p-2">
              <dt>Created</dt>
              <dd className="text-xl font-bold text-green-800">{result.created ?? result.successCount}</dd>
            </div>
            {result.updated || result.unchanged?.length ? (
              <>
                <div className="rounded-md bg-green-50 p-2">
                  <dt>Updated</dt>
                  <dd className="text-xl font-bold text-green-800">{result.updated}</dd>
                </div>
                <div className="rounded-md bg-stone-100 p-2">
                  <dt>Unchanged</dt>
                  <dd className="text-xl font-bold">{result.unchanged?.length ?? 0}</dd>
                </div>
              </>
            ) : null}
            <div className="rounded-md bg-red-50 p-2">
              <dt>Errors</dt>
              <dd className="text-xl font-bold text-red-800">{result.errorCount}</dd>
            </div>
          </dl>
          <ErrorList errors={result.errors} />
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={close}>
              Done
            </button>
            {result.importId &&
              (undone ? (
                <p className="self-center text-sm text-stone-700">This import was undone.</p>
              ) : (
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => void undoImport(result.importId!).then((done) => done && setUndone(true))}
                >
                  Undo this import
                </button>
              ))}
          </div>
        </div>
      )}
    </Modal>
  );
}
