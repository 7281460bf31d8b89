import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { demoAccounts } from "../../prisma/seed/demo-accounts";

/** The demo seed's admin and customer logins. */
export const admin = demoAccounts.find((account) => account.role === 1)!;
export const customer = demoAccounts.find((account) => account.role === 0)!;

/** A customer account of the test's own, for a test that ends its sessions or changes it. */
export async function newCustomer(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const email = `shopper.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.pk`;
  const password = "Shopper#2026";
  const created = await request.post("/api/signup", {
    data: { name: "Test Shopper", email, password, cPassword: password },
  });
  expect(await created.json()).toEqual({ success: "Account created successfully" });
  return { email, password };
}

export async function openLoginDialog(page: Page) {
  await page.getByRole("button", { name: "Login", exact: true }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function loginThroughDialog(page: Page, email: string, password: string) {
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Logged in successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Submits the form of the /login page, where a signed-out visitor to an account page is sent. */
export async function loginOnPage(page: Page, email: string, password: string) {
  const form = page.getByRole("main");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Login", exact: true }).click();
}

export async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: /Account menu for/ }).click();
}

export async function logoutFromMenu(page: Page) {
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible();
}
