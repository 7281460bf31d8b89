// Finds a Chromium to drive: CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own download.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const bundled = chromium.executablePath();
    return existsSync(bundled) ? bundled : null;
  } catch {
    return null;
  }
}

export function chromiumLaunchOptions() {
  return {
    executablePath: findChromium() ?? undefined,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  };
}
