import { expect, type Page } from "@playwright/test";

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

export async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: /Account menu for/ }).click();
}

export async function logoutFromMenu(page: Page) {
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible();
}
