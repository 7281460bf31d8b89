"use client";
import { useCallback, useEffect, useState } from "react";
import { recentBulkImports, undoBulkImport } from "@/lib/client/admin-api";
import { failureMessage } from "@/lib/client/http";
import type { BulkImportSummary } from "@/lib/domain/bulk";
import { formatDateTime } from "@/lib/domain/dates";
import { useAdminAction } from "./use-admin-action";

export const undoConfirm =
  "Undo this import? Products it created are deleted (disabled if ordered), and products it updated get back the values it changed. Edits made since to other fields stay.";

/** Undoes the import after the admin confirms; answers whether it was undone. */
export function useUndoImport() {
  const act = useAdminAction();
  return async (id: string) =>
    (await act({ confirm: undoConfirm, call: () => undoBulkImport(id), failure: "Undo failed" })) !== undefined;
}

/** The bulk imports of the last day, each with Undo until it is undone. */
export function RecentImports() {
  const [imports, setImports] = useState<BulkImportSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const undo = useUndoImport();

  const load = useCallback(
    () =>
      recentBulkImports().then(setImports, (failure: unknown) =>
        setError(failureMessage(failure, "Failed to load recent imports")),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  if (error) return <p className="text-sm text-red-700">{error}</p>;
  if (!imports?.length) return null;
  return (
    <section aria-label="Imports of the last day" className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">Imports of the last day</h3>
      <ul className="flex flex-col gap-2">
        {imports.map((entry) => (
          <li
            key={entry.id}
            data-testid={`import-${entry.id}`}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-stone-200 p-2 text-sm"
          >
            <span>
              <span className="font-medium">{formatDateTime(entry.createdAt)}</span>
              {" · "}
              {entry.created} created, {entry.updated} updated
              {entry.by ? ` · by ${entry.by}` : ""}
            </span>
            {entry.undoneAt ? (
              <span className="text-stone-600">Undone</span>
            ) : (
              <button
                type="button"
                className="btn-secondary"
                onClick={() =>
                  void undo(entry.id).then((done) => {
                    if (done) void load();
                  })
                }
              >
                Undo
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
