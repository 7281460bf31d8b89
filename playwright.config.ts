import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./e2e/support/chromium";

// Run through `npm run test:e2e`, which prepares a fresh seeded database and a production server
// and passes its address in E2E_BASE_URL.
export default defineConfig({
  testDir: "./e2e",
  // Whole journeys (an admin's day, a guest's checkout) take 20-50 s on a 2-core machine with two browsers.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://localhost:3100",
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: "desktop",
      testIgnore: ["instances.spec.ts", "restore-drill.spec.ts", "abuse.spec.ts"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions() },
    },
    // Tests that start servers of their own come last, when nothing else competes for the CPU.
    {
      name: "instances",
      testMatch: "instances.spec.ts",
      dependencies: ["desktop"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions() },
    },
    // The restore drill compares a restored shop's answers with this one's: alone, so no other test
    // changes the shop between the two readings.
    {
      name: "restore drill",
      testMatch: "restore-drill.spec.ts",
      dependencies: ["instances"],
    },
    // Floods and hoarding against a server of their own (scripts/e2e.ts), last and alone: what other
    // shoppers see during a flood is measured with nothing else running.
    {
      name: "abuse",
      testMatch: "abuse.spec.ts",
      dependencies: ["restore drill"],
    },
  ],
});
