// npm run lighthouse: Lighthouse 12 (mobile settings: a mid-range phone on slow 4G, simulated) on
// the home, a category and a product page of the production build, with the system Chromium.
// Each page is audited once to warm the server (the page and its resized images, as every shopper
// after the first meets them), then `--runs` times (5 by default, as Lighthouse advises); the
// median run, chosen as Lighthouse's own CLI chooses it, is reported: one run on a busy 2-core
// machine is noisy.
// Then, on the same pages with the same slow 4G line and 4× slower CPU applied to a real load, when
// Add To Cart starts to work and when the largest paint happens there (scripts/lib/tap-ready.ts).
// Prints the four category scores, LCP, CLS, TBT and the JavaScript each page ships, checks them
// against the budgets and writes them to bench/results/lighthouse-<date>.json; with `--reports`,
// also each page's median report as HTML beside it (LCP phases, requests, what blocked rendering).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type Result from "lighthouse/types/lhr/lhr.js";
import { chromium } from "@playwright/test";
import { findChromium } from "../e2e/support/chromium";
import { startBenchServer, type BenchServer } from "./lib/bench-server";
import { measureTapReady, tapReadyBudgetMs } from "./lib/tap-ready";

interface RunFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
}

interface PageFigures extends RunFigures {
  page: string;
  url: string;
  missed: string[];
  /** Lowest and highest of the measured runs, to show how noisy the median is. */
  spread: {
    performance: [number, number];
    lcpMs: [number, number];
    tbtMs: [number, number];
    benchmarkIndex: [number, number];
  };
}

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];

const budgets = {
  scores: { performance: 95, accessibility: 95, "best-practices": 95, seo: 100 } satisfies Record<Category, number>,
  lcpMs: 2000,
  cls: 0.05,
  tbtMs: 150,
  /** First-load JavaScript, compressed. */
  scriptKb: 130,
};

const log = (line: string) => console.log(`[lighthouse] ${line}`);

function figuresOf(lhr: Result): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const resources =
    (
      lhr.audits["resource-summary"]?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items ?? [];
  return {
    scores: Object.fromEntries(
      categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    tbtMs: Math.round(numeric("total-blocking-time")),
    scriptKb: Math.round((resources.find((item) => item.resourceType === "script")?.transferSize ?? 0) / 1024),
  };
}

const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];

function missedBudgets(figures: RunFigures): string[] {
  const missed = categories
    .filter((category) => figures.scores[category] < budgets.scores[category])
    .map((category) => `${category} ${figures.scores[category]} < ${budgets.scores[category]}`);
  if (figures.lcpMs > budgets.lcpMs) missed.push(`LCP ${figures.lcpMs} ms > ${budgets.lcpMs}`);
  if (figures.cls > budgets.cls) missed.push(`CLS ${figures.cls} > ${budgets.cls}`);
  if (figures.tbtMs > budgets.tbtMs) missed.push(`TBT ${figures.tbtMs} ms > ${budgets.tbtMs}`);
  if (figures.scriptKb > budgets.scriptKb) missed.push(`JS ${figures.scriptKb} kB > ${budgets.scriptKb}`);
  return missed;
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: "string", default: "10000" },
      port: { type: "string", default: "3400" },
      runs: { type: "string", default: "5" },
      reports: { type: "boolean", default: false },
    },
  });
  const runs = Math.max(1, Number(values.runs) || 5);
  const chromePath = findChromium();
  if (!chromePath)
    throw new Error("No Chromium found: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.");
  // All three are ES modules only.
  const { default: lighthouse } = await import("lighthouse");
  const { computeMedianRun } = await import("lighthouse/core/lib/median-run.js");
  const { launch } = await import("chrome-launcher");
  const { ReportGenerator } = await import("lighthouse/report/generator/report-generator.js");
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
  const folder = path.resolve(__dirname, "..", "bench", "results");
  mkdirSync(folder, { recursive: true });

  let server: BenchServer | undefined;
  const chrome = await launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    server = await startBenchServer({ name: "lighthouse", products: Number(values.products), port: values.port, log });
    const { base, db } = server;
    const [product] = await db.product.findMany({
      where: { status: "Active", stock: { gt: 0 }, images: { some: {} }, category: { status: "Active" } },
      take: 1,
      select: { id: true, categoryId: true },
    });
    const pages = [
      { page: "home", url: `${base}/` },
      { page: "category", url: `${base}/products/category/${product!.categoryId}` },
      { page: "product", url: `${base}/products/${product!.id}` },
      // The Urdu shop (docs/languages.md) is held to the same budgets.
      { page: "home-ur", url: `${base}/ur` },
      { page: "product-ur", url: `${base}/ur/products/${product!.id}` },
    ];
    const runLighthouse = async (url: string) => {
      const run = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
      return run.lhr;
    };

    const results: PageFigures[] = [];
    for (const { page, url } of pages) {
      log(`Auditing ${page}: one warm-up run, then ${runs} ...`);
      await runLighthouse(url);
      const measured = [];
      for (let run = 0; run < runs; run += 1) measured.push(await runLighthouse(url));
      const median = computeMedianRun(measured) as Result;
      const figures = figuresOf(median);
      if (values.reports) {
        const report = path.join(folder, `lighthouse-${stamp}-${page}.html`);
        writeFileSync(report, ReportGenerator.generateReportHtml(median));
        log(`Median report written to ${path.relative(process.cwd(), report)}`);
      }
      const all = measured.map(figuresOf);
      const spread = {
        performance: range(all.map((run) => run.scores.performance)),
        lcpMs: range(all.map((run) => run.lcpMs)),
        tbtMs: range(all.map((run) => run.tbtMs)),
        // Lighthouse's own measure of this machine's CPU speed at the time (higher is faster).
        benchmarkIndex: range(measured.map((lhr) => Math.round(lhr.environment.benchmarkIndex))),
      };
      results.push({ page, url, ...figures, spread, missed: missedBudgets(figures) });
    }

    console.log("");
    console.log("page       perf  a11y  best   seo |   LCP ms    CLS  TBT ms | JS kB (compressed) | budgets");
    for (const entry of results) {
      const s = entry.scores;
      console.log(
        `${entry.page.padEnd(9)} ${String(s.performance).padStart(5)} ${String(s.accessibility).padStart(5)} ${String(s["best-practices"]).padStart(5)} ${String(s.seo).padStart(5)} | ${String(entry.lcpMs).padStart(8)} ${entry.cls.toFixed(3).padStart(6)} ${String(entry.tbtMs).padStart(7)} | ${String(entry.scriptKb).padStart(18)} | ${entry.missed.length ? `MISSED: ${entry.missed.join("; ")}` : "met"}`,
      );
      const { performance, lcpMs, tbtMs, benchmarkIndex } = entry.spread;
      console.log(
        `          ${runs} runs: performance ${performance.join("-")}, LCP ${lcpMs.join("-")} ms, TBT ${tbtMs.join("-")} ms; CPU benchmark index ${benchmarkIndex.join("-")}`,
      );
    }
    console.log(
      `\nbudgets: performance, accessibility, best practices >= 95, SEO 100, LCP <= ${budgets.lcpMs} ms, CLS <= ${budgets.cls}, TBT <= ${budgets.tbtMs} ms, JS <= ${budgets.scriptKb} kB`,
    );

    log(`When Add To Cart works on a phone (slow 4G, CPU 4x slower), ${runs} cold loads a page ...`);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const tapReady = await measureTapReady(
      browser,
      pages.map(({ page, url }) => ({ page, url, button: "main button" })),
      runs,
    );
    await browser.close();
    const seconds = (ms: number) => (ms / 1000).toFixed(2);
    console.log(
      "\npage       Add To Cart works after (median) | runs | budget | LCP the phone reports (median) | runs",
    );
    for (const entry of tapReady)
      console.log(
        `${entry.page.padEnd(9)} ${`${seconds(entry.medianMs)} s`.padStart(34)} | ${entry.runsMs.map(seconds).join(", ")} | ${entry.medianMs <= tapReadyBudgetMs ? "met" : `MISSED: > ${tapReadyBudgetMs / 1000} s`} | ${seconds(entry.lcpMedianMs)} s | ${entry.lcpRunsMs.map(seconds).join(", ")}`,
      );
    const file = path.join(folder, `lighthouse-${stamp}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        { date: new Date().toISOString(), products: Number(values.products), runs, budgets, results, tapReady },
        null,
        2,
      ),
    );
    log(`Figures written to ${path.relative(process.cwd(), file)}`);
  } finally {
    chrome.kill();
    await server?.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[lighthouse] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
