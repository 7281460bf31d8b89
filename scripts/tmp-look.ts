import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../e2e/support/chromium";
async function main() {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage();
  for (const path of process.argv.slice(2)) {
    const response = await page.goto(`http://127.0.0.1:3950${path}`);
    await page.waitForTimeout(1500);
    console.log(path, response?.status(), await page.locator("html").getAttribute("lang"), JSON.stringify((await page.locator("h1").allTextContents()).slice(0, 2)));
  }
  await browser.close();
}
void main();
