// The bulk import's steps as a state machine: what each outcome does to the wizard, kept apart from
// the calls and the markup so each move can be tested on its own.
import type { BulkImport, BulkValidation } from "@/lib/client/admin-api";

export const bulkSteps = ["Upload Images", "Upload CSV", "Validate/Upload Products", "Complete"] as const;

export interface BulkWizardState {
  step: 0 | 1 | 2 | 3;
  /** Image names the CSV may use: as uploaded when known, else as stored. */
  available: string[];
  csv: File | null;
  validation: BulkValidation | null;
  result: BulkImport | null;
  busy: boolean;
}

export type BulkWizardEvent =
  | { type: "busy" }
  | { type: "failed" }
  | { type: "imagesReady"; names: string[] }
  | { type: "imagesSkipped" }
  | { type: "csvChosen"; csv: File | null }
  | { type: "validated"; validation: BulkValidation }
  | { type: "imported"; result: BulkImport }
  | { type: "reset" };

export const initialBulkWizard: BulkWizardState = {
  step: 0,
  available: [],
  csv: null,
  validation: null,
  result: null,
  busy: false,
};

export function bulkWizardReducer(state: BulkWizardState, event: BulkWizardEvent): BulkWizardState {
  switch (event.type) {
    case "busy":
      return { ...state, busy: true };
    case "failed":
      return { ...state, busy: false };
    case "imagesReady":
      return { ...state, busy: false, available: event.names, step: 1 };
    case "imagesSkipped":
      return { ...state, step: 1 };
    case "csvChosen":
      return { ...state, csv: event.csv, validation: null, result: null, step: 1 };
    case "validated":
      // Only a file with no error moves on to the import.
      return { ...state, busy: false, validation: event.validation, step: event.validation.errors.length ? 1 : 2 };
    case "imported":
      return { ...state, busy: false, result: event.result, step: event.result.success ? 3 : state.step };
    case "reset":
      return initialBulkWizard;
  }
}
