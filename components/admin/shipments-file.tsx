"use client";
import { useState } from "react";
import { DataTable } from "@/components/ui/data-table";
import { SelectField } from "@/components/ui/select-field";
import { importShipments, previewShipments } from "@/lib/client/courier-files-api";
import {
  courierFileMessages,
  shipmentColumnNames,
  shipmentImportSummary,
  shipmentOutcomeText,
  type CourierChoice,
  type ShipmentImport,
  type ShipmentPreview,
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

function Counts({ preview }: { preview: ShipmentPreview }) {
  const withErrors = preview.rows.filter((row) => row.errors.length > 0).length;
  const figures: [string, number][] = [
    ["to ship", preview.counts.ship],
    ["to correct", preview.counts.correct],
    ["unchanged", preview.counts.unchanged],
    ["with errors", withErrors],
  ];
  return (
    <p className="text-sm" aria-label="Shipments preview summary">
      {figures.map(([label, count], index) => (
        <span key={label} className={label === "with errors" && count > 0 ? "font-semibold text-red-800" : ""}>
          {index > 0 && " · "}
          <span className="whitespace-nowrap">
            {count.toLocaleString("en-US")} {label}
          </span>
        </span>
      ))}
    </p>
  );
}

function PreviewTable({ preview }: { preview: ShipmentPreview }) {
  return (
    <DataTable
      stacked
      columns={["Row", "Order", "Total", "Courier and number", "What happens"]}
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
          <td className={`${previewCell} mt-1 md:mt-0`}>
            <RowOrder order={row.order} written={row.orderNumber} />
          </td>
          <td className={`${previewCell} whitespace-nowrap`}>
            {row.order && (
              <>
                <span className={cardLabel}>Total </span>
                {formatRupees(row.order.total)}
              </>
            )}
          </td>
          <td className={`${previewCell} break-words`}>
            <span className={cardLabel}>Courier </span>
            {row.courier || "—"} <span className="whitespace-nowrap">{row.consignmentNumber}</span>
            {row.current && row.outcome === "correct" && (
              <span className="block text-xs text-stone-600">
                was {row.current.courier} {row.current.consignmentNumber}
              </span>
            )}
          </td>
          <td className={`${previewCell} mt-1 md:mt-0`}>
            <RowResult errors={row.errors} outcome={shipmentOutcomeText(row)} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** A booking portal's export: order number, courier and consignment number, shipping many orders at once. */
export function ShipmentsFile({ couriers }: { couriers: CourierChoice[] }) {
  const [file, setFile] = useState<File | null>(null);
  const [courierId, setCourierId] = useState("");
  const flow = useCourierFile<ShipmentPreview, ShipmentImport>();
  const { preview, result, busy } = flow;

  return (
    <section
      aria-labelledby="shipments-file"
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id="shipments-file" className="text-lg font-bold">
        Shipments: a courier&apos;s booking export
      </h2>
      <p className="text-sm text-stone-700">
        Ship many orders at once with the file your courier&apos;s booking portal exports: the order number, courier and
        consignment number of each parcel. Each order is marked Shipped and its shopper e-mailed the courier and number;
        an order already shipped has its courier details corrected. Nothing is imported while a row has an error.
      </p>
      <AcceptedHeaders
        columns={[
          ["Order number (MDF-10234 or 10234)", shipmentColumnNames.order],
          ["Courier (a name in your courier list)", shipmentColumnNames.courier],
          ["Consignment number", shipmentColumnNames.consignmentNumber],
        ]}
      />
      <form
        className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) void flow.check(() => previewShipments(file, courierId));
        }}
      >
        <label className="text-sm font-medium">
          Shipments file (CSV)
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
        <SelectField
          id="shipments-courier"
          label="Courier for rows without one"
          value={courierId}
          onChange={(event) => {
            setCourierId(event.target.value);
            flow.forget();
          }}
        >
          <option value="">Named in the file</option>
          {couriers
            .filter((courier) => courier.active)
            .map((courier) => (
              <option key={courier.id} value={courier.id}>
                {courier.name}
              </option>
            ))}
        </SelectField>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary min-h-11" disabled={busy || !file}>
            {busy && !preview ? "Checking..." : "Preview"}
          </button>
          <TemplateLink kind="shipments" />
        </div>
      </form>

      {preview && <ErrorList errors={preview.errors} />}
      {preview && preview.rows.length > 0 && (
        <>
          <Counts preview={preview} />
          <PreviewTable preview={preview} />
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              className="btn-primary min-h-11"
              disabled={busy || !preview.success}
              onClick={() =>
                file && void flow.importFile(() => importShipments(file, courierId), shipmentImportSummary)
              }
            >
              {busy ? "Importing..." : "Import shipments"}
            </button>
            {!preview.success && <span className="text-sm text-red-800">{courierFileMessages.fixRowsFirst}</span>}
          </div>
        </>
      )}
      <ImportOutcome
        refusal={flow.refusal}
        done={result ? courierFileMessages.imported(shipmentImportSummary(result)) : null}
      />
    </section>
  );
}
