import { bulkWizardReducer, initialBulkWizard, type BulkWizardEvent, type BulkWizardState } from "./bulk-wizard-state";

const csv = new File(["name,price,stock"], "products.csv", { type: "text/csv" });
const atStep1: BulkWizardState = { ...initialBulkWizard, step: 1, csv };
const failedImport = { success: false, totalProcessed: 2, successCount: 0, errorCount: 1, errors: ["Row 3: bad"] };
/** A file of new products only. */
const plan = { toCreate: 1, toUpdate: 0, unchanged: [], preview: [] };
const doneImport = { success: true, totalProcessed: 2, successCount: 2, errorCount: 0, errors: [] };

const moves: [name: string, state: BulkWizardState, event: BulkWizardEvent, expected: Partial<BulkWizardState>][] = [
  [
    "stored images move on to the CSV",
    initialBulkWizard,
    { type: "imagesReady", names: ["a.webp"] },
    { step: 1, available: ["a.webp"] },
  ],
  ["skipping the images moves on to the CSV", initialBulkWizard, { type: "imagesSkipped" }, { step: 1, available: [] }],
  [
    "a new file forgets the last validation",
    { ...atStep1, validation: { ...plan, validRows: 1, errors: [] } },
    { type: "csvChosen", csv },
    { validation: null, step: 1 },
  ],
  [
    "a clean validation moves on to the import",
    { ...atStep1, busy: true },
    { type: "validated", validation: { ...plan, validRows: 2, errors: [] } },
    { step: 2, busy: false },
  ],
  [
    "a validation with errors stays on the CSV",
    atStep1,
    { type: "validated", validation: { ...plan, validRows: 1, errors: ["Row 2: bad"] } },
    { step: 1 },
  ],
  [
    "a refused import stays, with its errors",
    { ...atStep1, step: 2 },
    { type: "imported", result: failedImport },
    { step: 2, result: failedImport },
  ],
  [
    "a finished import shows the summary",
    { ...atStep1, step: 2 },
    { type: "imported", result: doneImport },
    { step: 3, result: doneImport },
  ],
  ["a failed call only ends the wait", { ...atStep1, busy: true }, { type: "failed" }, { step: 1, busy: false, csv }],
  ["closing starts again", { ...atStep1, step: 3 }, { type: "reset" }, initialBulkWizard],
];

describe("the bulk import wizard", () => {
  it.each(moves)("%s", (_name, state, event, expected) => {
    expect(bulkWizardReducer(state, event)).toMatchObject(expected);
  });
});
