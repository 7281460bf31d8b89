import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { productNamed } from "./support/catalogue";

// Checkers no one here wrote, on every page a shopper goes through: the W3C Nu HTML Checker (npm
// `vnu-jar` on a Java runtime: Debian's default-jre-headless, which .ci/run installs where `java` is
// missing) reads each page as the browser has it after its scripts ran, and axe-core its
// accessibility. Both must find nothing: no HTML error, no serious or critical violation.

const vnuJar = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const java = process.env.JAVA_PATH ?? "java";

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

/** The Nu HTML Checker's errors in each file, by file name. */
async function htmlErrors(files: string[]): Promise<Map<string, string[]>> {
  let output: string;
  try {
    // With --exit-zero-always it answers 0 whatever it finds; a failure here is Java or the jar missing.
    ({ stderr: output } = await promisify(execFile)(
      java,
      ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files],
      { maxBuffer: 32 * 1024 * 1024 },
    ));
  } catch (error) {
    throw new Error(
      `The Nu HTML Checker did not run (a Java runtime: apt-get install default-jre-headless): ${String(error)}`,
    );
  }
  const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
  const errors = new Map(files.map((file) => [path.basename(file), [] as string[]]));
  for (const message of messages) {
    if (message.type !== "error") continue;
    errors
      .get(path.basename(decodeURIComponent(new URL(message.url).pathname)))
      ?.push(`${message.message} (${message.extract?.trim() ?? ""})`);
  }
  return errors;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

/** The page as the shopper has it once its scripts have run and it is still. */
async function settled(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}

test("the shopper's pages: 0 errors from the Nu HTML Checker, 0 serious or critical from axe", async ({ page }) => {
  test.setTimeout(240_000);
  const product = await productNamed(page.request, "Mamra Almonds");
  const placed = await page.request.post("/api/order/create-order", {
    data: {
      allProduct: [{ id: product._id, weight: "250g", quantity: 1 }],
      address: "House 12, Street 4, I-8/3",
      city: "Islamabad",
      phone: "0333-5550101",
      customerInfo: { fullName: "Checker Guest", email: "", specialInstructions: "" },
      paymentMethod: "COD",
      isGuest: true,
    },
  });
  const { orderUrl } = ((await placed.json()) as { order: { orderUrl: string } }).order;

  const pages: [name: string, open: () => Promise<void>][] = [
    ["home", () => settled(page, "/")],
    ["category", () => settled(page, `/products/category/${product.pCategory!._id}`)],
    ["product", () => settled(page, `/products/${product._id}`)],
    ["search", () => settled(page, "/search?q=almonds")],
    [
      "checkout",
      async () => {
        await settled(page, `/products/${product._id}`);
        await page.getByRole("button", { name: "Buy Now" }).click();
        await expect(page.getByRole("button", { name: "Place Order" })).toBeVisible();
        // Loaded as itself, the cart read from the browser's storage (a client-side visit leaves the
        // product page's preloads at the head of the document).
        await settled(page, "/checkout");
        await expect(page.getByRole("button", { name: "Place Order" })).toBeVisible();
      },
    ],
    ["order", () => settled(page, orderUrl)],
    ["tracking", () => settled(page, "/track-order")],
    ["login", () => settled(page, "/login")],
    // The Urdu shop (docs/languages.md): right to left, the same rules. The cart is the one above.
    ["home-ur", () => settled(page, "/ur")],
    ["category-ur", () => settled(page, `/ur/products/category/${product.pCategory!._id}`)],
    ["product-ur", () => settled(page, `/ur/products/${product._id}`)],
    ["checkout-ur", () => settled(page, "/ur/checkout")],
    ["order-ur", () => settled(page, `/ur${orderUrl}`)],
  ];

  const folder = mkdtempSync(path.join(tmpdir(), "shop-html-"));
  try {
    const axe: Record<string, string[]> = {};
    for (const [name, open] of pages) {
      await open();
      axe[name] = await seriousViolations(page);
      writeFileSync(path.join(folder, `${name}.html`), await page.content());
    }
    const html = await htmlErrors(pages.map(([name]) => path.join(folder, `${name}.html`)));
    const found = pages.map(([name]) => ({ page: name, html: html.get(`${name}.html`) ?? [], axe: axe[name] ?? [] }));
    console.log(
      [
        "page        Nu errors  axe serious+critical",
        ...found.map((row) => `${row.page.padEnd(11)} ${String(row.html.length).padStart(9)}  ${row.axe.length}`),
      ].join("\n"),
    );
    expect(found.filter((row) => row.html.length > 0 || row.axe.length > 0)).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
