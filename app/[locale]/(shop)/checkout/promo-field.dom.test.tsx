import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { shownText } from "@/test/support/dom";
import { contract, fakeApi, heldAnswer, json, unreachable, type Answer } from "@/test/support/fake-api";
import { inLocale } from "@/test/support/intl";
import { PromoField, type AppliedPromo } from "./promo-field";

const apply = "POST /api/promos/apply";

/** The field as the checkout holds it: the applied promo lives in the parent, which hears of each change. */
function renderField(subtotal = 4050) {
  const onChange = jest.fn<void, [AppliedPromo | null]>();
  function Checkout() {
    const [applied, setApplied] = useState<AppliedPromo | null>(null);
    return (
      <PromoField
        subtotal={subtotal}
        applied={applied}
        onChange={(promo) => {
          onChange(promo);
          setApplied(promo);
        }}
      />
    );
  }
  render(inLocale(<Checkout />));
  return { user: userEvent.setup(), onChange, input: screen.getByRole("textbox", { name: "Promo code" }) };
}

describe("the promo code field", () => {
  it("applies a valid code: the server's message, the promo reported, the code locked until removed", async () => {
    const { user, onChange, input } = renderField(4050);

    await user.type(input, "welcome10");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    expect(shownText(await screen.findByRole("status"))).toBe("Promo code applied successfully: 10% off");
    expect(fakeApi.sentTo(apply)).toEqual([{ code: "welcome10", totalAmount: 4050 }]);
    expect(onChange.mock.calls).toEqual([
      [{ code: "WELCOME10", discountType: "percentage", discountValue: 10, discountApplied: 300 }],
    ]);
    expect(input).toHaveProperty("value", "WELCOME10");
    expect(input).toHaveProperty("disabled", true);

    await user.click(screen.getByRole("button", { name: "Remove" }));

    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveProperty("value", "");
    expect(input).toHaveProperty("disabled", false);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("button", { name: "Apply" })).toBeTruthy();
  });

  it("applies on Enter too, and describes an amount off in rupees", async () => {
    const flat: Answer = json({
      discountApplied: 1500,
      message: "Promo code applied successfully",
      promoCode: { code: "FLAT1500", discountType: "amount", discountValue: 1500 },
      success: true,
    });
    fakeApi.answer(apply, flat);
    const { user, onChange, input } = renderField(20600);

    await user.type(input, "flat1500{Enter}");

    expect(shownText(await screen.findByRole("status"))).toBe("Promo code applied successfully: Rs. 1,500 off");
    expect(fakeApi.sentTo(apply)).toEqual([{ code: "flat1500", totalAmount: 20600 }]);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ code: "FLAT1500", discountType: "amount" }));
  });

  it("says 'Applying...' and takes no second click while the server answers", async () => {
    const held = heldAnswer(contract["promos/apply"]);
    fakeApi.answer(apply, held.responder);
    const { user, input } = renderField();

    await user.type(input, "WELCOME10");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    const applying = screen.getByRole("button", { name: "Applying..." });
    expect(applying).toHaveProperty("disabled", true);
    expect(input).toHaveProperty("disabled", true);
    await user.click(applying);
    held.release();
    expect(await screen.findByRole("button", { name: "Remove" })).toBeTruthy();
    expect(fakeApi.sentTo(apply)).toHaveLength(1);
  });

  it.each([
    {
      refusal: "an unknown code",
      code: "NOPE",
      answer: contract["promos/apply unknown"],
      message: "Invalid promo code",
    },
    {
      refusal: "an expired code",
      code: "SUMMER",
      answer: contract["promos/apply expired"],
      message: "This promo code has expired",
    },
    {
      refusal: "a code switched off",
      code: "PAUSED",
      answer: contract["promos/apply inactive"],
      message: "This promo code is not active",
    },
    {
      refusal: "a server failure without a message",
      code: "WELCOME10",
      answer: json({}, 500),
      message: "Failed to apply promo code",
    },
    { refusal: "no network", code: "WELCOME10", answer: unreachable, message: "Failed to apply promo code" },
  ])("shows why under the input for $refusal", async ({ code, answer, message }) => {
    fakeApi.answer(apply, answer);
    const { user, onChange } = renderField();

    await user.type(screen.getByRole("textbox", { name: "Promo code" }), code);
    await user.click(screen.getByRole("button", { name: "Apply" }));

    expect(shownText(await screen.findByRole("alert"))).toBe(message);
    const input = screen.getByRole("textbox", { name: "Promo code", description: message });
    expect(input).toHaveProperty("disabled", false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("clears the refusal as soon as the code is edited", async () => {
    fakeApi.answer(apply, contract["promos/apply unknown"]);
    const { user, input } = renderField();

    await user.type(input, "NOPE{Enter}");
    await screen.findByRole("alert");
    await user.type(input, "S");

    expect(screen.queryByRole("alert")).toBeNull();
    expect(input).toHaveProperty("value", "NOPES");
  });

  it.each([
    { entry: "nothing", typed: "" },
    { entry: "only spaces", typed: "   " },
  ])("asks for a code, without calling the server, when given $entry", async ({ typed }) => {
    const { user, input } = renderField();

    if (typed) await user.type(input, typed);
    await user.click(screen.getByRole("button", { name: "Apply" }));

    expect(shownText(screen.getByRole("alert"))).toBe("Please enter a promo code");
    expect(fakeApi.requests).toEqual([]);
  });
});
