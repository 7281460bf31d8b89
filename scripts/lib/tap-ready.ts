// When Add To Cart starts to work on a phone: a slow 4G line and a CPU 4× slower than this machine's,
// as Lighthouse's mobile settings simulate (its own constants), applied to a real page load. The
// moment is when the button's component has mounted (lib/dom/early-taps.ts marks it `data-early-ready`):
// from then on a tap adds; before, it is kept and done then. Measured from the start of navigation
// on a cold cache, `runs` times; the median is reported. The same loads give the largest paint as
// the phone's browser reports it: Lighthouse's LCP is simulated from an unthrottled load, and counts
// every script that happened to run before the picture painted there as delaying it.
import type { Browser } from "@playwright/test";
import { earlyTap } from "../../lib/dom/early-taps";

export const tapReadyBudgetMs = 2500;

export interface TapReadyPage {
  page: string;
  url: string;
  /** The Add To Cart button to wait for. */
  button: string;
}

export interface TapReadyFigures {
  page: string;
  medianMs: number;
  runsMs: number[];
  /** The last largest-contentful-paint entry, once the page has loaded. */
  lcpMedianMs: number;
  lcpRunsMs: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureTapReady(
  browser: Browser,
  pages: TapReadyPage[],
  runs: number,
): Promise<TapReadyFigures[]> {
  const { throttling, screenEmulationMetrics } = await import("lighthouse/core/config/constants.js");
  const slow4G = throttling.mobileSlow4G;
  // The phone Lighthouse emulates (its types leave the screen's metrics untyped).
  const screen = screenEmulationMetrics.mobile as { width: number; height: number; deviceScaleFactor: number };
  const results: TapReadyFigures[] = [];
  for (const { page: name, url, button } of pages) {
    const runsMs: number[] = [];
    const lcpRunsMs: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({
        viewport: { width: screen.width, height: screen.height },
        deviceScaleFactor: screen.deviceScaleFactor,
        isMobile: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: slow4G.requestLatencyMs,
        downloadThroughput: (slow4G.downloadThroughputKbps * 1024) / 8,
        uploadThroughput: (slow4G.uploadThroughputKbps * 1024) / 8,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: slow4G.cpuSlowdownMultiplier });
      // Notes the moment the button is ready, from inside the page (no polling from outside). A
      // string, not a function: tsx's helpers do not exist in the page.
      const selector = JSON.stringify(`${button}[${earlyTap.ready}]`);
      await page.addInitScript({
        content: `(() => {
          const observer = new MutationObserver(() => {
            if (!document.querySelector(${selector})) return;
            window.tapReadyAt = performance.now();
            observer.disconnect();
          });
          observer.observe(document, { subtree: true, childList: true, attributes: true });
          new PerformanceObserver((list) => {
            window.lcpAt = list.getEntries().at(-1).startTime;
          }).observe({ type: "largest-contentful-paint", buffered: true });
        })()`,
      });
      await page.goto(url, { waitUntil: "commit" });
      const readyAt = await page.waitForFunction(
        () => (window as unknown as { tapReadyAt?: number }).tapReadyAt,
        null,
        {
          timeout: 60_000,
          polling: 100,
        },
      );
      runsMs.push(Math.round((await readyAt.jsonValue()) as number));
      await page.waitForLoadState("load", { timeout: 60_000 });
      lcpRunsMs.push(Math.round(await page.evaluate(() => (window as unknown as { lcpAt?: number }).lcpAt ?? NaN)));
      await context.close();
    }
    results.push({ page: name, medianMs: median(runsMs), runsMs, lcpMedianMs: median(lcpRunsMs), lcpRunsMs });
  }
  return results;
}
