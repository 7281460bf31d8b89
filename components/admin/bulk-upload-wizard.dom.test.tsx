import { render, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { BulkValidation } from "@/lib/client/admin-api";
import { shownText, shownToasts, termsOf } from "@/test/support/dom";
import { contract, fakeApi, heldAnswer, json, unreachable } from "@/test/support/fake-api";
import { router } from "@/test/support/next-navigation";
import { BulkUploadWizard } from "./bulk-upload-wizard";

const validate = "POST /api/bulk-products/validate";
const upload = "POST /api/bulk-products/upload";
const uploadImages = "POST /api/bulk-products/upload-images";

const rowErrors = [
  'Row 2, column "category": Category "Nowhere" does not exist',
  'Row 2, column "images": Image "missing.png" was not uploaded (upload it in step 1, or give its URL)',
  'Row 2, column "price": Price must be a number',
];

const csvFile = (name = "products.csv", type = "text/csv") =>
  new File(["name,price,stock\r\nRoasted Almonds,2800,25\r\n"], name, { type });

function renderWizard(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const onClose = jest.fn();
  const view = render(<BulkUploadWizard open onClose={onClose} />);
  return { user: userEvent.setup(options), onClose, ...view };
}

/** What the wizard sent besides loading the imports of the last day, which the first step lists. */
const sentBeyondTheList = () =>
  fakeApi.requests.filter((request) => request.route !== "GET /api/bulk-products/imports");

const button = (name: string) => screen.getByRole("button", { name });
const currentStep = () => screen.getByRole("listitem", { current: "step" }).textContent;
const errorsListed = () =>
  within(screen.getByRole("list", { name: "Errors" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

/** Each product step 3 lists: its name (with "New" for a new one), its row and id, and its changes. */
const changesShown = () =>
  within(screen.getByRole("list", { name: "Products the import changes" }))
    .getAllByRole("listitem")
    .map((item) => ({
      name: shownText(within(item).getByRole("heading")),
      about: shownText(item.querySelector("p")),
      terms: termsOf(item),
    }));

async function skipToCsv(user: UserEvent, file: File | null = csvFile()) {
  await user.click(button("Skip"));
  if (file) await user.upload(screen.getByLabelText("CSV file"), file);
}

describe("the bulk import wizard", () => {
  it("skips the images, validates a CSV, uploads it and sums up the import", async () => {
    const { user, onClose } = renderWizard();
    expect(currentStep()).toBe("1. Upload Images");
    await skipToCsv(user);
    expect(currentStep()).toBe("2. Upload CSV");

    await user.click(button("Validate"));

    expect(await screen.findByRole("button", { name: "Upload Products" })).toBeTruthy();
    expect(currentStep()).toBe("3. Validate/Upload Products");
    expect(screen.getByText(/valid products? ready to import/).textContent).toBe(
      "1 valid product ready to import, no errors.",
    );
    expect(fakeApi.sentTo(validate)).toEqual([{ bulkFile: [{ name: "products.csv", type: "text/csv" }] }]);

    await user.click(button("Upload Products"));

    expect(await screen.findByRole("button", { name: "Done" })).toBeTruthy();
    expect(currentStep()).toBe("4. Complete");
    expect(termsOf(screen.getByRole("dialog", { name: "Bulk Upload" }))).toEqual({
      Processed: "1",
      Created: "1",
      Errors: "0",
    });
    expect(fakeApi.sentTo(upload)).toEqual([{ bulkFile: [{ name: "products.csv", type: "text/csv" }] }]);
    expect(shownToasts()).toEqual([
      { kind: "success", message: "Validation successful! 1 valid products found" },
      { kind: "success", message: "Upload completed! 1 products created" },
    ]);

    await user.click(button("Done"));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("previews each product an exported file changes, old → new, and only counts the unchanged rows", async () => {
    // Rows 2 to 67 of an export: one price and one stock changed, 65 rows as they were, one new row.
    const unchanged = Array.from({ length: 66 }, (_, index) => index + 2).filter((row) => row !== 5);
    fakeApi.answer(
      validate,
      json({
        errors: [],
        success: true,
        validRows: 67,
        toCreate: 1,
        toUpdate: 1,
        unchanged,
        preview: [
          {
            row: 5,
            id: "cmreprice1",
            name: "Reprice Gift Box",
            byWeight: false,
            changes: [
              { column: "price", before: "2000", after: "2450" },
              { column: "stock", before: "10", after: "12" },
            ],
          },
          {
            row: 68,
            id: null,
            name: "Roasted Chickpeas",
            byWeight: true,
            changes: [
              { column: "price", before: "", after: "900" },
              { column: "stock", before: "", after: "2.5" },
            ],
          },
        ],
      } satisfies BulkValidation & { success: boolean }),
    );
    fakeApi.answer(
      upload,
      json({
        success: true,
        totalProcessed: 67,
        successCount: 2,
        errorCount: 0,
        errors: [],
        created: 1,
        updated: 1,
        unchanged,
      }),
    );
    const { user } = renderWizard();
    await skipToCsv(user);
    await user.click(button("Validate"));

    const plan = await screen.findByRole("list", { name: "Import plan" });
    expect(within(plan).getAllByRole("listitem").map(shownText)).toEqual([
      "1 new product",
      "1 product to update",
      "65 rows unchanged",
    ]);
    expect(changesShown()).toEqual([
      {
        name: "Reprice Gift Box",
        about: "Row 5 · id cmreprice1",
        terms: { Price: "Rs. 2,000 → Rs. 2,450", Stock: "10 pcs → 12 pcs" },
      },
      { name: "Roasted Chickpeas New", about: "Row 68", terms: { Price: "Rs. 900", Stock: "2.5 kg" } },
    ]);
    // The unchanged rows are a count, never a list of row numbers: only the two listed products name theirs.
    expect(screen.getByRole("dialog", { name: "Bulk Upload" }).textContent?.match(/Rows? \d+/g)).toEqual([
      "Row 5",
      "Row 68",
    ]);
    await user.click(button("Upload Products"));

    expect(await screen.findByRole("button", { name: "Done" })).toBeTruthy();
    expect(termsOf(screen.getByRole("dialog", { name: "Bulk Upload" }))).toEqual({
      Processed: "67",
      Created: "1",
      Updated: "1",
      Unchanged: "65",
      Errors: "0",
    });
    expect(shownToasts()).toContainEqual({
      kind: "success",
      message: "Upload completed! 1 created, 1 updated, 65 unchanged",
    });
  });

  it("names every kind of change in words, and says how many products the preview leaves out", async () => {
    fakeApi.answer(
      validate,
      json({
        errors: [],
        success: true,
        validRows: 3,
        toCreate: 0,
        toUpdate: 3,
        unchanged: [],
        preview: [
          {
            row: 2,
            id: "cmbox",
            name: "Preview Box",
            byWeight: true,
            changes: [
              { column: "name", before: "Preview Box", after: "Preview Gift Box" },
              { column: "description", before: "", after: "Mixed nuts" },
              { column: "offer", before: "0", after: "15" },
              { column: "category", before: "Gift Boxes", after: "" },
              { column: "status", before: "Active", after: "Disabled" },
              { column: "featuredOrder", before: "", after: "3" },
              { column: "hasWeightSelection", before: "false", after: "true" },
              { column: "images", before: "test.webp", after: "https://cdn.example.com/box.jpg|test.webp" },
            ],
          },
        ],
      } satisfies BulkValidation & { success: boolean }),
    );
    const { user } = renderWizard();
    await skipToCsv(user);
    await user.click(button("Validate"));

    expect(await screen.findByRole("list", { name: "Import plan" })).toBeTruthy();
    expect(
      within(screen.getByRole("list", { name: "Import plan" }))
        .getAllByRole("listitem")
        .map(shownText),
    ).toEqual(["3 products to update"]);
    expect(changesShown()).toEqual([
      {
        name: "Preview Box",
        about: "Row 2 · id cmbox",
        terms: {
          Name: "Preview Box → Preview Gift Box",
          Description: "(empty) → Mixed nuts",
          Offer: "0% → 15%",
          Category: "Gift Boxes → No category",
          Status: "Active → Disabled",
          "Featured order": "Not featured → 3",
          "Sold by": "the piece → weight (kg)",
          Images: "test.webp → https://cdn.example.com/box.jpg, test.webp",
        },
      },
    ]);
    expect(screen.getByText("…and 2 more products, not listed here.")).toBeTruthy();
  });

  it("shows a CSV's errors and stays on the CSV step until a fixed file validates", async () => {
    fakeApi.answer(validate, contract["bulk validate refused"], contract["bulk validate"]);
    const { user } = renderWizard();
    await skipToCsv(user);

    await user.click(button("Validate"));

    expect(await screen.findByRole("list", { name: "Errors" })).toBeTruthy();
    expect(errorsListed()).toEqual(rowErrors);
    expect(screen.getByText("0 valid rows; fix these 3 errors and validate again:")).toBeTruthy();
    expect(currentStep()).toBe("2. Upload CSV");
    expect(screen.queryByRole("button", { name: "Upload Products" })).toBeNull();
    expect(shownToasts()).toEqual([{ kind: "error", message: "Validation completed with 3 errors" }]);

    await user.upload(screen.getByLabelText("CSV file"), csvFile("products-fixed.csv"));

    expect(screen.queryByRole("list", { name: "Errors" })).toBeNull();
    await user.click(button("Validate"));
    expect(await screen.findByRole("button", { name: "Upload Products" })).toBeTruthy();
    expect(fakeApi.sentTo(validate)).toEqual([
      { bulkFile: [{ name: "products.csv", type: "text/csv" }] },
      { bulkFile: [{ name: "products-fixed.csv", type: "text/csv" }] },
    ]);
  });

  it("stays on the upload step with the errors when the server refuses the import", async () => {
    fakeApi.answer(upload, contract["bulk upload refused"]);
    const { user } = renderWizard();
    await skipToCsv(user);
    await user.click(button("Validate"));

    await user.click(await screen.findByRole("button", { name: "Upload Products" }));

    expect(await screen.findByRole("list", { name: "Errors" })).toBeTruthy();
    expect(errorsListed()).toEqual(rowErrors);
    expect(currentStep()).toBe("3. Validate/Upload Products");
    expect(shownToasts()).toContainEqual({ kind: "error", message: "Upload failed" });
    expect(button("Upload Products")).toHaveProperty("disabled", false);
  });

  it.each([
    {
      file: "a spreadsheet",
      name: "products.xlsx",
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    },
    { file: "a text file", name: "products.txt", type: "text/plain" },
    { file: "an image", name: "almonds.png", type: "image/png" },
  ])("refuses $file with one toast, and sends nothing", async ({ name, type }) => {
    // A browser's picker can be switched to 'All files', so the input's accept filter is not applied.
    const { user } = renderWizard({ applyAccept: false });
    await skipToCsv(user, csvFile(name, type));

    await user.click(button("Validate"));

    expect(shownToasts()).toEqual([{ kind: "error", message: "Please select a valid CSV file" }]);
    expect(currentStep()).toBe("2. Upload CSV");
    expect(sentBeyondTheList()).toEqual([]);
  });

  it.each([
    { file: "a .CSV name in capitals", name: "PRODUCTS.CSV", type: "" },
    { file: "a CSV type without the extension", name: "export", type: "text/csv" },
    { file: "Excel's type for CSV", name: "products.csv", type: "application/vnd.ms-excel" },
  ])("takes $file as a CSV", async ({ name, type }) => {
    const { user } = renderWizard({ applyAccept: false });
    await skipToCsv(user, csvFile(name, type));

    await user.click(button("Validate"));

    expect(await screen.findByRole("button", { name: "Upload Products" })).toBeTruthy();
    expect(fakeApi.sentTo(validate)).toEqual([{ bulkFile: [{ name, type }] }]);
  });

  it("asks for a CSV when Validate is pressed without one", async () => {
    const { user } = renderWizard();
    await skipToCsv(user, null);

    await user.click(button("Validate"));

    expect(shownToasts()).toEqual([{ kind: "error", message: "Please select a CSV file first" }]);
    expect(sentBeyondTheList()).toEqual([]);
  });

  it.each([
    // How the server refuses a whole file (lib/server/api/csv-upload.ts); the snapshots record none.
    {
      failure: "refuses a binary file named .csv",
      answer: json({ error: "Please select a valid CSV file" }),
      message: "Please select a valid CSV file",
    },
    { failure: "fails without a message", answer: json({}, 500), message: "Validation failed" },
    { failure: "cannot be reached", answer: unreachable, message: "CSV validation failed" },
  ])("stays on the CSV step with one toast when the server $failure", async ({ answer, message }) => {
    fakeApi.answer(validate, answer);
    const { user } = renderWizard();
    await skipToCsv(user);

    await user.click(button("Validate"));

    expect(await screen.findByRole("button", { name: "Validate" })).toHaveProperty("disabled", false);
    expect(shownToasts()).toEqual([{ kind: "error", message }]);
    expect(currentStep()).toBe("2. Upload CSV");
  });

  it("says 'Validating...' and takes no second click while the server checks the file", async () => {
    const held = heldAnswer(contract["bulk validate"]);
    fakeApi.answer(validate, held.responder);
    const { user } = renderWizard();
    await skipToCsv(user);

    await user.click(button("Validate"));
    await user.click(button("Validating..."));

    expect(button("Validating...")).toHaveProperty("disabled", true);
    held.release();
    expect(await screen.findByRole("button", { name: "Upload Products" })).toBeTruthy();
    expect(fakeApi.sentTo(validate)).toHaveLength(1);
  });

  it("uploads the images first and lists them by the names the CSV may use", async () => {
    const { user } = renderWizard();

    await user.upload(screen.getByLabelText("Product images"), new File(["png"], "almonds.png", { type: "image/png" }));
    await user.click(button("Upload Images"));

    expect(await screen.findByText("1 images you can name in the CSV")).toBeTruthy();
    expect(currentStep()).toBe("2. Upload CSV");
    expect(fakeApi.sentTo(uploadImages)).toEqual([{ images: [{ name: "almonds.png", type: "image/png" }] }]);
    const names = within(screen.getByRole("list", { name: "Available images" })).getAllByRole("listitem");
    expect(names.map((item) => item.textContent)).toEqual(["almonds.png"]);
    expect(shownToasts()).toEqual([{ kind: "success", message: "1 images uploaded successfully!" }]);
  });

  it("loads the images already stored", async () => {
    const { user } = renderWizard();

    await user.click(button("Load existing images"));

    expect(await screen.findByText("4 images you can name in the CSV")).toBeTruthy();
    const names = within(screen.getByRole("list", { name: "Available images" })).getAllByRole("listitem");
    expect(names.map((item) => item.textContent)).toEqual([
      "demo-ajwa-dates-thumb.webp",
      "demo-ajwa-dates.webp",
      "demo-amber-dates-thumb.webp",
      "demo-amber-dates.webp",
    ]);
    expect(shownToasts()).toEqual([]);
  });

  it("asks for images when Upload Images is pressed without any", async () => {
    const { user } = renderWizard();

    await user.click(button("Upload Images"));

    expect(shownToasts()).toEqual([{ kind: "error", message: "Please select at least one image" }]);
    expect(currentStep()).toBe("1. Upload Images");
    expect(sentBeyondTheList()).toEqual([]);
  });

  it.each([
    { failure: "refuses them", answer: contract["upload-images none"], message: "Please select at least one image" },
    { failure: "cannot be reached", answer: unreachable, message: "Image upload failed" },
  ])("stays on the images step when the server $failure", async ({ answer, message }) => {
    fakeApi.answer(uploadImages, answer);
    const { user } = renderWizard();

    await user.upload(screen.getByLabelText("Product images"), new File(["png"], "almonds.png", { type: "image/png" }));
    await user.click(button("Upload Images"));

    expect(await screen.findByRole("button", { name: "Upload Images" })).toHaveProperty("disabled", false);
    expect(shownToasts()).toEqual([{ kind: "error", message }]);
    expect(currentStep()).toBe("1. Upload Images");
  });

  it("downloads the template as product_template.csv", async () => {
    const objectUrls: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => `blob:template-${objectUrls.push(blob)}`;
    URL.revokeObjectURL = () => {};
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { user } = renderWizard();
    await skipToCsv(user, null);

    await user.click(button("Download Template"));

    expect(shownToasts()).toEqual([{ kind: "success", message: "Template downloaded successfully!" }]);
    expect(objectUrls.map((blob) => blob.type)).toEqual(["text/csv; charset=utf-8"]);
    const [link] = clicked.mock.contexts as HTMLAnchorElement[];
    expect(link).toMatchObject({ download: "product_template.csv", href: "blob:template-1" });
    clicked.mockRestore();
  });

  it("starts again from the images once closed, without refreshing the products when none was created", async () => {
    const { user, onClose, rerender } = renderWizard();
    await skipToCsv(user);

    await user.click(button("Close"));
    rerender(<BulkUploadWizard open={false} onClose={onClose} />);
    rerender(<BulkUploadWizard open onClose={onClose} />);

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(router.refresh).not.toHaveBeenCalled();
    expect(currentStep()).toBe("1. Upload Images");
  });

  it("forgets an answer that arrives after it was closed", async () => {
    const held = heldAnswer(contract["bulk validate"]);
    fakeApi.answer(validate, held.responder);
    const { user, onClose, rerender } = renderWizard();
    await skipToCsv(user);
    await user.click(button("Validate"));

    await user.click(button("Close"));
    rerender(<BulkUploadWizard open={false} onClose={onClose} />);
    rerender(<BulkUploadWizard open onClose={onClose} />);
    held.release();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(currentStep()).toBe("1. Upload Images");
    expect(shownToasts()).toEqual([]);
  });

  describe("undo", () => {
    const confirm = jest.spyOn(window, "confirm");
    afterEach(() => confirm.mockReset());

    async function imported(user: UserEvent) {
      fakeApi.answer(upload, json({ ...(contract["bulk upload"] as { body: object }).body, importId: "imp1" }));
      await skipToCsv(user);
      await user.click(button("Validate"));
      await user.click(await screen.findByRole("button", { name: "Upload Products" }));
      await screen.findByRole("button", { name: "Done" });
    }

    it("offers to undo the import it just ran, after a confirm", async () => {
      const { user } = renderWizard();
      await imported(user);
      fakeApi.answer(
        "POST /api/bulk-products/undo/imp1",
        json({ success: true, deleted: 1, disabled: 0, restored: 0 }),
      );

      confirm.mockReturnValue(false);
      await user.click(button("Undo this import"));
      expect(fakeApi.sentTo("POST /api/bulk-products/undo/imp1")).toEqual([]);

      confirm.mockReturnValue(true);
      await user.click(button("Undo this import"));

      expect(await screen.findByText("This import was undone.")).toBeTruthy();
      expect(confirm).toHaveBeenLastCalledWith(expect.stringMatching(/^Undo this import\?/));
      expect(fakeApi.sentTo("POST /api/bulk-products/undo/imp1")).toHaveLength(1);
      expect(shownToasts()).toContainEqual({ kind: "success", message: "Import undone: 0 restored, 1 deleted." });
      expect(screen.queryByRole("button", { name: "Undo this import" })).toBeNull();
    });

    it("shows the server's refusal when the import can no longer be undone", async () => {
      const { user } = renderWizard();
      await imported(user);
      const tooLate = "This import can no longer be undone (more than a day ago).";
      fakeApi.answer("POST /api/bulk-products/undo/imp1", json({ error: tooLate }, 409));
      confirm.mockReturnValue(true);

      await user.click(button("Undo this import"));

      expect(await screen.findByRole("button", { name: "Undo this import" })).toBeTruthy();
      expect(shownToasts()).toContainEqual({ kind: "error", message: tooLate });
      expect(button("Undo this import")).toBeTruthy();
    });

    it("lists the imports of the last day on the first step, each with Undo until undone", async () => {
      fakeApi.answer(
        "GET /api/bulk-products/imports",
        json({
          imports: [
            { id: "imp2", createdAt: "2026-11-25T10:05:00.000Z", created: 3, updated: 40, by: "Owner", undoneAt: null },
            {
              id: "imp1",
              createdAt: "2026-11-25T09:00:00.000Z",
              created: 0,
              updated: 2,
              by: null,
              undoneAt: "2026-11-25T09:30:00.000Z",
            },
          ],
        }),
      );
      renderWizard();

      const list = await screen.findByRole("region", { name: "Imports of the last day" });
      const rows = within(list).getAllByRole("listitem");
      expect(rows.map((row) => shownText(row))).toEqual([
        expect.stringMatching(/3 created, 40 updated · by Owner\s*Undo$/),
        expect.stringMatching(/0 created, 2 updated\s*Undone$/),
      ]);
      expect(within(rows[1]!).queryByRole("button")).toBeNull();
    });
  });
});
