import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../e2e/support/chromium";
import { startBenchServer } from "./lib/bench-server";
async function main() {
  const server = await startBenchServer({ name: "shots", products: 0, port: "3950", log: () => undefined });
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), env: { ...process.env, FONTCONFIG_FILE: "/tmp/urdu-fonts/fonts.conf" } });
  try {
    const res = await fetch(`${server.base}/api/product/all-product`);
    const product = ((await res.json()) as { Products: { _id: string; pName: string }[] }).Products.find((p) => p.pName === "Mamra Almonds")!;
    for (const width of [390, 1366]) {
      const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
      const shot = async (name: string) => {
        const sw = await page.evaluate(() => document.documentElement.scrollWidth);
        console.log(name, width, "scrollWidth", sw);
        await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: false });
      };
      await page.goto(`${server.base}/`); await page.waitForLoadState("networkidle"); await shot("home-en");
      await page.goto(`${server.base}/ur`); await page.waitForLoadState("networkidle"); await shot("home-ur");
      await page.goto(`${server.base}/ur/products/${product._id}`); await page.waitForLoadState("networkidle"); await shot("product-ur");
      await page.getByRole("button", { name: "کارٹ میں ڈالیں", exact: true }).first().click();
      await page.waitForTimeout(800);
      await page.locator('header button[aria-label^="کارٹ"]').click();
      await page.waitForTimeout(800); await shot("cart-ur");
      await page.goto(`${server.base}/ur/checkout`); await page.waitForLoadState("networkidle"); await shot("checkout-ur");
      await page.getByLabel("پورا نام").fill("عائشہ خان");
      await page.getByLabel("فون نمبر").fill(`0333-${String(Date.now()).slice(-7)}`);
      await page.getByLabel("ڈیلیوری کا پتہ").fill("House 7, Street 2, G-10/4");
      await page.getByLabel("شہر").fill("Islamabad");
      await page.getByRole("button", { name: "آرڈر کریں" }).click();
      await page.waitForURL(/\/ur\/orders\//); await page.waitForLoadState("networkidle"); await shot("order-ur");
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
void main();
