"use client";
import { useState } from "react";
import { DataTable } from "@/components/ui/data-table";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { importPayment, previewPayment, type PaymentFields } from "@/lib/client/courier-files-api";
import {
  courierFileMessages,
  maxReferenceLength,
  paymentColumnNames,
  paymentImportSummary,
  paymentOutcomeText,
  type CourierChoice,
  type PaymentImport,
  type PaymentPreview,
  type PaymentTotals,
} from "@/lib/domain/courier-files";
import { formatRupees } from "@/lib/domain/pricing";
import {
  AcceptedHeaders,
  cardLabel,
  ErrorList,
  ImportOutcome,
  previewCell,
  previewRow,
  RowOrder,
  RowResult,
  TemplateLink,
} from "./courier-file-parts";
import { useCourierFile } from "./use-courier-file";

const rupees = (amount: number | null) => (amount === null ? "—" : formatRupees(amount));

function Totals({ totals, label }: { totals: PaymentTotals; label: string }) {
  const figures: [string, number][] = [
    ["Amount", totals.amount],
    ["Fees", totals.fees],
    ["Net", totals.net],
  ];
  return (
    <dl aria-label={label} className="grid grid-cols-3 gap-2 text-center text-sm">
      {figures.map(([name, amount]) => (
        <div key={name} className="rounded-md bg-stone-100 p-2">
          <dt>{name}</dt>
          <dd className="font-bold whitespace-nowrap">{formatRupees(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

function PreviewTable({ preview }: { preview: PaymentPreview }) {
  return (
    <DataTable
      stacked
      columns={["Row", "Consignment number", "Order", "Order total", "Amount", "Fee", "What happens"]}
      empty=""
      isEmpty={false}
      minWidth=""
    >
      {preview.rows.map((row) => (
        <tr key={row.row} className={previewRow(row.errors.length > 0)} aria-label={`Row ${row.row}`}>
          <td className={`${previewCell} text-xs text-stone-600 md:text-sm`}>
            <span className="md:hidden">Row </span>
            {row.row}
          </td>
          <td className={`${previewCell} font-medium break-all`}>{row.consignmentNumber || "—"}</td>
          <td className={`${previewCell} mt-1 md:mt-0`}>
            <RowOrder order={row.order} written="" />
          </td>
          <td className={`${previewCell} whitespace-nowrap`}>
            {row.order && (
              <>
                <span className={cardLabel}>Order total </span>
                {formatRupees(row.order.total)}
              </>
            )}
          </td>
          <td className={`${previewCell} whitespace-nowrap`}>
            <span className={cardLabel}>Amount </span>
            {rupees(row.amount)}
          </td>
          <td className={`${previewCell} whitespace-nowrap`}>
            <span className={cardLabel}>Fee </span>
            {rupees(row.fee)}
          </td>
          <td className={`${previewCell} mt-1 md:mt-0`}>
            <RowResult errors={row.errors} warning={row.warning} outcome={paymentOutcomeText(row)} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** A courier's payment file: consignment number, amount collected and fee, recorded as one payment. */
export function PaymentsFile({ couriers }: { couriers: CourierChoice[] }) {
  const [file, setFile] = useState<File | null>(null);
  const [fields, setFields] = useState<PaymentFields>({ courierId: "", reference: "" });
  const flow = useCourierFile<PaymentPreview, PaymentImport>();
  const { preview, result, busy } = flow;
  const change = (next: Partial<PaymentFields>) => {
    setFields({ ...fields, ...next });
    flow.forget();
  };

  return (
    <section
      aria-labelledby="payments-file"
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id="payments-file" className="text-lg font-bold">
        Payments: a courier&apos;s payment file
      </h2>
      <p className="text-sm text-stone-700">
        When a courier pays you the cash it collected, import its payment file: the consignment number, amount and fee
        of each parcel. It is recorded as one payment from that courier; orders still Shipped are marked Delivered.
        Amounts are whole rupees, written 1250, 1,250 or Rs. 1,250. Nothing is recorded while a row has an error.
      </p>
      <AcceptedHeaders
        columns={[
          ["Consignment number", paymentColumnNames.consignmentNumber],
          ["Amount collected", paymentColumnNames.amount],
          ["Fee (optional)", paymentColumnNames.fee],
        ]}
      />
      <form
        className="grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] xl:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) void flow.check(() => previewPayment(file, fields));
        }}
      >
        <SelectField
          id="payments-courier"
          label="Courier"
          required
          value={fields.courierId}
          onChange={(event) => change({ courierId: event.target.value })}
        >
          <option value="">Choose the courier</option>
          {couriers.map((courier) => (
            <option key={courier.id} value={courier.id}>
              {courier.active ? courier.name : `${courier.name} (retired)`}
            </option>
          ))}
        </SelectField>
        <TextField
          id="payments-reference"
          label="Reference (optional)"
          placeholder="Default: the file's name"
          maxLength={maxReferenceLength}
          value={fields.reference}
          onChange={(event) => change({ reference: event.target.value })}
        />
        <label className="text-sm font-medium">
          Payment file (CSV)
          <input
            type="file"
            accept=".csv,text/csv"
            className="field mt-1 min-h-11"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              flow.forget();
            }}
          />
        </label>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary min-h-11" disabled={busy || !file || !fields.courierId}>
            {busy && !preview ? "Checking..." : "Preview"}
          </button>
          <TemplateLink kind="payments" />
        </div>
      </form>

      {preview && <ErrorList errors={preview.errors} />}
      {preview && preview.rows.length > 0 && (
        <>
          <p className="text-sm">
            {preview.courier.name} · reference <span className="font-medium break-all">{preview.reference}</span> ·{" "}
            {preview.rows.length.toLocaleString("en-US")} rows
            {preview.warnings.length > 0 && (
              <span className="text-amber-800"> · {courierFileMessages.amountsDiffer(preview.warnings.length)}</span>
            )}
          </p>
          <Totals totals={preview.totals} label="File totals" />
          <PreviewTable preview={preview} />
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              className="btn-primary min-h-11"
              disabled={busy || !preview.success}
              onClick={() => file && void flow.importFile(() => importPayment(file, fields), paymentImportSummary)}
            >
              {busy ? "Recording..." : "Record payment"}
            </button>
            {!preview.success && <span className="text-sm text-red-800">{courierFileMessages.fixRowsFirst}</span>}
          </div>
        </>
      )}
      <ImportOutcome
        refusal={flow.refusal}
        done={result ? courierFileMessages.imported(paymentImportSummary(result)) : null}
      />
    </section>
  );
}
