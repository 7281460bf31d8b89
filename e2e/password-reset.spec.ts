import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { passwordResetTexts } from "../lib/domain/password-reset";
import { messagesOf } from "../lib/i18n/messages";
import type { SavedMail } from "../test/support/smtp";
import { loginThroughDialog, newCustomer, openAccountMenu, openLoginDialog } from "./support/auth";
import { expect, newShopperContext, test } from "./support/test";

// 'Forgot password?' from the login dialog to a new password: the link read back from the run's
// SMTP server, the browser signed in, and a session signed in earlier on another device ended.

/** The reset links the shop's server has mailed to `email` so far, oldest first. */
function mailedLinks(email: string): string[] {
  const dir = process.env.E2E_MAIL_DIR!;
  return readdirSync(dir)
    .sort((a, b) => parseInt(a) - parseInt(b))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as SavedMail)
    .filter((mail) => mail.to.includes(email) && mail.subject === messagesOf("en").mail.reset.subject)
    .map((mail) => /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? "no link");
}

test("a customer who forgot the password gets a link by e-mail, chooses a new one and is signed in; an older session ends", async ({
  page,
  browser,
}) => {
  const { email, password } = await newCustomer(page.request);

  // Signed in earlier on another device.
  const otherDevice = await newShopperContext(browser);
  const otherPage = await otherDevice.newPage();
  await otherPage.goto("/");
  await loginThroughDialog(otherPage, email, password);
  await expect(otherPage.getByRole("button", { name: /Account menu for/ })).toBeVisible();

  // The /login page has the link too.
  await page.goto("/login");
  await expect(page.getByRole("main").getByRole("link", { name: passwordResetTexts.forgotLink })).toHaveAttribute(
    "href",
    "/forgot-password",
  );

  await page.goto("/");
  const dialog = await openLoginDialog(page);
  await dialog.getByRole("link", { name: passwordResetTexts.forgotLink }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: passwordResetTexts.askHeading })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: passwordResetTexts.askButton }).click();
  await expect(page.getByRole("status")).toHaveText(passwordResetTexts.linkSent);

  await expect.poll(() => mailedLinks(email), { timeout: 20_000 }).toHaveLength(1);
  const [link] = mailedLinks(email);
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: passwordResetTexts.resetHeading })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password", { exact: true }).fill("short");
  await page.getByRole("button", { name: passwordResetTexts.resetButton }).click();
  await expect(page.getByText("Minimum 8 characters")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("Remembered#2026");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Remembered#2026");
  await page.getByRole("button", { name: passwordResetTexts.resetButton }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(passwordResetTexts.passwordChanged)).toBeVisible();
  await openAccountMenu(page);
  await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();

  // The other device's session ended with the new password.
  await otherPage.reload();
  await expect(otherPage.getByRole("button", { name: "Login", exact: true })).toBeVisible();
  await expect(otherPage.getByRole("button", { name: /Account menu for/ })).toHaveCount(0);
  await otherDevice.close();

  // The link worked once.
  await page.goto(link!);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(passwordResetTexts.linkDead);
  await page.getByRole("link", { name: passwordResetTexts.askAgain }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
