import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Promo } from "@/lib/domain/promo";
import { settle } from "@/test/support/dom";
import { fakeApi, json } from "@/test/support/fake-api";
import { PromosClient } from "./promos-client";

// Noon on New Year's Day 2030 in Karachi (UTC+5).
const eid: Promo = {
  id: "p1",
  code: "EID25",
  discountType: "percentage",
  discountValue: 25,
  expiryDate: "2030-01-01T07:00:00.000Z",
  isActive: true,
  usageLimit: 3,
  currentUsage: 0,
  createdAt: "2026-11-20T10:00:00.000Z",
};

const saved = json({ success: true, message: "Promo code updated successfully" });
const expiryField = () => screen.getByLabelText<HTMLInputElement>(/^Expiry date/);

describe("the promo codes' expiry", () => {
  it("runs in a browser whose clock is not Pakistan's (jest.config.mjs)", () => {
    expect(new Date("2030-01-01T12:00").toISOString()).toBe("2030-01-01T12:00:00.000Z");
  });

  it("shows in the form at the minute the list shows, Pakistan time", async () => {
    render(<PromosClient promos={[eid]} />);
    const user = userEvent.setup();
    expect(within(screen.getByRole("row", { name: /EID25/ })).getByText("Jan 01, 2030 12:00 PM")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Edit EID25" }));
    expect(expiryField().value).toBe("2030-01-01T12:00");
  });

  it("is saved as the Pakistan time typed, unchanged when the form is saved as it is", async () => {
    fakeApi.answer("PUT /api/promos/p1", saved);
    fakeApi.answer("POST /api/promos/create", saved);
    render(<PromosClient promos={[eid]} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Edit EID25" }));
    await user.click(screen.getByRole("button", { name: "Update Promo Code" }));
    await settle();
    expect(fakeApi.sentTo("PUT /api/promos/p1")).toEqual([expect.objectContaining({ expiryDate: eid.expiryDate })]);

    await user.click(screen.getByRole("button", { name: "Create New Promo Code" }));
    const dialog = screen.getByRole("dialog", { name: "Create New Promo Code" });
    await user.type(within(dialog).getByLabelText("Code"), "NEWYEAR");
    await user.type(within(dialog).getByLabelText("Discount value"), "10");
    await user.type(expiryField(), "2030-01-01T00:30");
    await user.click(within(dialog).getByRole("button", { name: "Create Promo Code" }));
    await settle();
    expect(fakeApi.sentTo("POST /api/promos/create")).toEqual([
      expect.objectContaining({ code: "NEWYEAR", expiryDate: "2029-12-31T19:30:00.000Z" }),
    ]);
  });
});
