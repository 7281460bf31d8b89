import { expect, test } from "./support/test";
import {
  admin,
  customer,
  loginOnPage,
  loginThroughDialog,
  logoutFromMenu,
  openAccountMenu,
  openLoginDialog,
} from "./support/auth";

test("a shopper registers, logs in, edits the profile, changes the password and logs in with it", async ({ page }) => {
  const email = `e2e.${Date.now()}@example.pk`;
  await page.goto("/");

  const dialog = await openLoginDialog(page);
  await dialog.getByRole("button", { name: "Create an account" }).click();
  await dialog.getByRole("button", { name: "Create an account" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await dialog.getByLabel("Name").fill("Hamza Tariq");
  await dialog.getByLabel("Email address").fill("not-an-email");
  await expect(dialog.getByText("Enter a valid email address")).toBeVisible();
  await dialog.getByLabel("Email address").fill(email);
  await expect(dialog.getByText("Enter a valid email address")).toBeHidden();
  await dialog.getByLabel("Password", { exact: true }).fill("short");
  await expect(dialog.getByText("Minimum 8 characters")).toBeVisible();
  await dialog.getByLabel("Password", { exact: true }).fill("first-password");
  await dialog.getByLabel("Confirm password", { exact: true }).fill("other-password");
  await expect(dialog.getByText("Passwords don't match")).toBeVisible();
  await dialog.getByLabel("Confirm password", { exact: true }).fill("first-password");
  await dialog.getByRole("button", { name: "Show confirm password" }).click();
  await expect(dialog.getByLabel("Confirm password", { exact: true })).toHaveAttribute("type", "text");
  await dialog.getByRole("button", { name: "Create an account" }).click();
  await expect(page.getByText("Account created successfully")).toBeVisible();
  // Signing up does not sign in: the dialog now offers the login form.
  await expect(dialog.getByRole("button", { name: "Login", exact: true })).toBeVisible();

  await dialog.getByLabel("Password", { exact: true }).fill("wrong-password");
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(dialog.getByLabel("Password", { exact: true })).toHaveValue("");
  await dialog.getByLabel("Password", { exact: true }).fill("first-password");
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Logged in successfully")).toBeVisible();

  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "My Account" }).click();
  await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();
  await expect(page.getByText("Hello, Hamza Tariq")).toBeVisible();
  await expect(page.getByText("You can't change your email")).toBeVisible();
  await page.getByLabel("Name").fill("Hamza T.");
  // A digit short: the spec's message, and nothing saved.
  await page.getByLabel("Phone number").fill("0300-765432");
  await page.getByRole("button", { name: "Update Information" }).click();
  await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(page.getByText("Hello, Hamza Tariq")).toBeVisible();
  await page.getByLabel("Phone number").fill("0300 7654321");
  await page.getByRole("button", { name: "Update Information" }).click();
  await expect(page.getByText("Information updated successfully!")).toBeVisible();
  await expect(page.getByText("Hello, Hamza T.")).toBeVisible();

  await page.getByRole("link", { name: "Setting" }).click();
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
  await page.getByLabel("Old Password", { exact: true }).fill("first-password");
  await page.getByLabel("New Password", { exact: true }).fill("second-password");
  await page.getByLabel("Confirm Password", { exact: true }).fill("second-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed successfully")).toBeVisible();
  await expect(page.getByLabel("Old Password", { exact: true })).toHaveValue("");

  await logoutFromMenu(page);
  await expect(page).toHaveURL(/\/$/);
  await loginThroughDialog(page, email, "second-password");
});

test("the dialog closes by X, Escape and backdrop, and shows the server's error", async ({ page }) => {
  await page.goto("/");
  let dialog = await openLoginDialog(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  dialog = await openLoginDialog(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  dialog = await openLoginDialog(page);
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  dialog = await openLoginDialog(page);
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(dialog.getByText("Email is required")).toBeVisible();
  await expect(dialog.getByText("Password is required")).toBeVisible();
  await dialog.getByLabel("Email").fill("x@example.pk");
  await expect(dialog.getByText("Email is required")).toBeHidden();
});

test("a customer cannot open the admin; the admin reaches it from the Admin Panel link", async ({ page }) => {
  await page.goto("/");
  await loginThroughDialog(page, customer.email, customer.password);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/$/);
  await openAccountMenu(page);
  await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Logout" }).click();

  await loginThroughDialog(page, admin.email, admin.password);
  await openAccountMenu(page);
  await expect(page.getByRole("menuitem")).toHaveText(["Admin Panel", "Logout"]);
  await page.getByRole("menuitem", { name: "Admin Panel" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

test("a signed-out visitor to /user/orders logs in on /login and comes back", async ({ page }) => {
  await page.goto("/user/orders");
  await expect(page).toHaveURL(/\/login\?next=%2Fuser%2Forders$/);
  await loginOnPage(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/user\/orders$/);
  await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();
  await expect(page.getByText(/^Total \d+ order found$/)).toBeVisible();
});
