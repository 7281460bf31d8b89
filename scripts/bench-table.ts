// `npm run bench:table -- bench/results/A.json bench/results/B.json ...`: the figures of several
// `npm run bench` runs side by side, as a Markdown table (docs/performance.md shows 10,000 and
// 100,000 products so): each target's requests a second from 10 connections (and its share of the
// static page), its p95 at the fixed rate, and whether it met its budget, one column a run.
import { readFileSync } from "node:fs";

interface Run {
  products: number;
  orders: number;
  serverMemoryMb: number;
  results: {
    name: string;
    throughput: { rps: number };
    fixedRate: { rate: number; p95: number };
    shareOfBaseline?: number;
    met?: boolean;
  }[];
}

const figure = (value: number) => value.toLocaleString("en-US");

function main() {
  const files = process.argv.slice(2);
  if (files.length === 0) throw new Error("Name the results files (bench/results/*.json) to set side by side.");
  const runs = files.map((file) => JSON.parse(readFileSync(file, "utf8")) as Run);
  const size = (run: Run) => `${figure(run.products)} products, ${figure(run.orders)} orders`;
  console.log(`| target | ${runs.map(size).join(" | ")} |`);
  console.log(`|---|${runs.map(() => "---|").join("")}`);
  const names = [...new Set(runs.flatMap((run) => run.results.map((result) => result.name)))];
  for (const name of names) {
    const cells = runs.map((run) => {
      const result = run.results.find((entry) => entry.name === name);
      if (!result) return "";
      const speed = result.throughput.rps
        ? `${figure(result.throughput.rps)}/s${result.shareOfBaseline === undefined ? "" : ` (${result.shareOfBaseline.toFixed(2)})`}, `
        : "";
      const verdict = result.met === undefined ? "" : result.met ? " ✓" : " ✗";
      return `${speed}p95 ${figure(Math.round(result.fixedRate.p95))} ms at ${result.fixedRate.rate}/s${verdict}`;
    });
    console.log(`| ${name} | ${cells.join(" | ")} |`);
  }
  console.log(`| server memory after the run | ${runs.map((run) => `${run.serverMemoryMb} MB`).join(" | ")} |`);
}

main();
