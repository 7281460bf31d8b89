// Every browser test is a shopper of its own. The test server trusts this machine as its proxy
// (TRUST_PROXY=127.0.0.1, scripts/e2e.ts) and each test's browser and request context send a client
// address of the test's own (X-Forwarded-For), so the limits per client network
// (lib/domain/limits.ts) count each test apart, as they count real shoppers on their own connections.
// A test that plays more people (or devices) opens their contexts with newShopperContext; requests
// made outside all these come from 127.0.0.1 itself.
import { createHash, randomBytes } from "node:crypto";
import { test as base, type Browser, type BrowserContext } from "@playwright/test";

export { expect } from "@playwright/test";

/** A private address for a test (and each retry of it): 10.x.y.z. */
function shopperAddress(testId: string, retry: number): string {
  const [a = 0, b = 0, c = 0] = createHash("sha256").update(`${testId}#${retry}`).digest();
  return `10.${a}.${b}.${c}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, "x-forwarded-for": shopperAddress(testInfo.testId, testInfo.retry) });
  },
});

/** A browser of another shopper (or another device), on a connection of its own. */
export function newShopperContext(browser: Browser): Promise<BrowserContext> {
  const [a, b, c] = randomBytes(3);
  return browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `10.${a}.${b}.${c}` } });
}
