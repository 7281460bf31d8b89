import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { useCart } from "@/lib/client/cart-store";
import { storageKeys } from "@/lib/client/storage-keys";
import { useUi } from "@/lib/client/ui-store";
import type { CartLine } from "@/lib/domain/cart";
import { placeOrderMessages } from "@/lib/domain/validation/checkout";
import {
  giftHamper,
  mamraAlmonds1kg,
  mamraAlmonds500g,
  sesameSeeds250g,
  weddingFavourBoxes,
} from "@/test/support/demo-cart";
import { shownText, shownToasts, termsOf } from "@/test/support/dom";
import { contract, fakeApi, file, heldAnswer, json, unreachable } from "@/test/support/fake-api";
import { router } from "@/test/support/next-navigation";
import { CheckoutClient } from "./checkout-client";
import type { Locale } from "@/lib/i18n/locales";
import { inLocale } from "@/test/support/intl";

const createOrder = "POST /api/order/create-order";

type Customer = ComponentProps<typeof CheckoutClient>["customer"];

const customer: Customer = {
  id: "<user customer@dryfruit.pk>",
  name: "Ayesha Khan",
  email: "customer@dryfruit.pk",
  phoneNumber: "03001234567",
};

function renderCheckout(lines: CartLine[], signedIn: Customer = null, locale: Locale = "en"): UserEvent {
  useCart.setState({ lines, hydrated: true });
  render(inLocale(<CheckoutClient customer={signedIn} />, locale));
  return userEvent.setup();
}

const field = (name: string) => screen.getByRole("textbox", { name });

async function fillGuestContact(user: UserEvent) {
  await user.type(field("Full name"), "Guest Buyer");
  await user.type(field("Phone number"), "03001234567");
  await user.type(field("Email (optional)"), "guest@example.pk");
  await user.type(field("Shipping address"), "House 1, Street 2, F-7");
  await user.type(field("City"), "Islamabad");
}

async function applyPromo(user: UserEvent, code: string) {
  await user.type(field("Promo code"), code);
  await user.click(screen.getByRole("button", { name: "Apply" }));
  await screen.findByRole("button", { name: "Remove" });
}

const placeOrder = () => screen.getByRole("button", { name: "Place Order" });

describe("the checkout", () => {
  describe("submitted with the form empty", () => {
    it.each([
      { name: "Full name", message: "Full name is required" },
      { name: "Phone number", message: "Phone number is required" },
      { name: "Shipping address", message: "Shipping address is required" },
      { name: "City", message: "City is required" },
    ])("says '$message' under $name", async ({ name, message }) => {
      const user = renderCheckout([mamraAlmonds500g]);

      await user.click(placeOrder());

      const input = await screen.findByRole("textbox", { name, description: message });
      expect(input.getAttribute("aria-invalid")).toBe("true");
    });

    it("toasts 'Please fill all the required fields!', brings the first field into view and sends nothing", async () => {
      const scrolled = jest.spyOn(Element.prototype, "scrollIntoView");
      const user = renderCheckout([mamraAlmonds500g]);

      await user.click(placeOrder());

      await screen.findByText("Full name is required");
      expect(shownToasts()).toEqual([{ kind: "error", message: "Please fill all the required fields!" }]);
      expect(document.activeElement).toBe(field("Full name"));
      await waitFor(() => expect(scrolled.mock.contexts).toEqual([field("Full name")]));
      scrolled.mockRestore();
      for (const optional of ["Email (optional)", "Special instructions (optional)"]) {
        expect(field(optional).getAttribute("aria-invalid")).toBe("false");
      }
      expect(fakeApi.sentTo(createOrder)).toEqual([]);
    });
  });

  it.each([
    { name: "Phone number", value: "12345", message: "Please enter a valid phone number" },
    { name: "Phone number", value: "0300-CALL-ME", message: "Please enter a valid phone number" },
    { name: "Email (optional)", value: "guest@", message: "Please enter a valid email address" },
  ])("refuses $name '$value' with '$message'", async ({ name, value, message }) => {
    const user = renderCheckout([mamraAlmonds500g]);
    await fillGuestContact(user);
    await user.clear(field(name));
    await user.type(field(name), value);

    await user.click(placeOrder());

    expect(await screen.findByRole("textbox", { name, description: message })).toBeTruthy();
    expect(fakeApi.sentTo(createOrder)).toEqual([]);
  });

  it.each([
    {
      cart: "one pack under Rs. 5,000",
      lines: [mamraAlmonds500g],
      totals: { "Sub Total": "Rs. 4,050", "Delivery Charges": "Rs. 249", Total: "Rs. 4,299" },
    },
    {
      cart: "exactly Rs. 5,000",
      lines: [weddingFavourBoxes, sesameSeeds250g],
      totals: { "Sub Total": "Rs. 5,000", "Delivery Charges": "Rs. 0", Total: "Rs. 5,000" },
    },
    {
      cart: "several packs over Rs. 5,000",
      lines: [{ ...mamraAlmonds500g, quantity: 2 }, giftHamper],
      totals: { "Sub Total": "Rs. 20,600", "Delivery Charges": "Rs. 0", Total: "Rs. 20,600" },
    },
  ])("sums up $cart", ({ lines, totals }) => {
    renderCheckout(lines);

    expect(termsOf()).toEqual(totals);
  });

  it("lists each line with its size, quantity and price", () => {
    renderCheckout([{ ...mamraAlmonds500g, quantity: 2 }, giftHamper]);

    const [almonds, hamper] = screen.getAllByRole("listitem");
    expect(within(almonds!).getByText("500g · Qty 2")).toBeTruthy();
    expect(within(almonds!).getByText("Rs. 8,100")).toBeTruthy();
    expect(within(hamper!).getByText("Qty 1")).toBeTruthy();
    expect(within(hamper!).getByText("Rs. 12,500")).toBeTruthy();
  });

  it("takes an applied promo off the subtotal, works it out again when the cart changes, and drops it on Remove", async () => {
    const user = renderCheckout([mamraAlmonds500g]);

    await applyPromo(user, "WELCOME10");

    expect(fakeApi.sentTo("POST /api/promos/apply")).toEqual([{ code: "WELCOME10", totalAmount: 4050 }]);
    expect(termsOf()).toEqual({
      "Sub Total": "Rs. 4,050",
      "Delivery Charges": "Rs. 249",
      "Promo discount (WELCOME10)": "−Rs. 405",
      Total: "Rs. 3,894",
    });

    act(() => useCart.getState().setLines([{ ...mamraAlmonds500g, quantity: 2 }]));

    expect(termsOf()).toEqual({
      "Sub Total": "Rs. 8,100",
      "Delivery Charges": "Rs. 0",
      "Promo discount (WELCOME10)": "−Rs. 810",
      Total: "Rs. 7,290",
    });

    await user.click(screen.getByRole("button", { name: "Remove" }));

    expect(termsOf()).toEqual({ "Sub Total": "Rs. 8,100", "Delivery Charges": "Rs. 0", Total: "Rs. 8,100" });
  });

  it("places a guest's order with the legacy payload, then clears the cart and goes to the order's page", async () => {
    localStorage.setItem(storageKeys.buyNow, "true");
    const user = renderCheckout([{ ...mamraAlmonds500g, quantity: 2 }]);
    await applyPromo(user, "WELCOME10");
    await fillGuestContact(user);
    await user.type(field("Special instructions (optional)"), "Ring twice");
    const held = heldAnswer(contract["create-order guest"]);
    fakeApi.answer(createOrder, held.responder);

    await user.click(placeOrder());

    expect(screen.getByRole("button", { name: "Placing order..." })).toHaveProperty("disabled", true);
    held.release();
    expect(await screen.findByText("Your cart is empty")).toBeTruthy();
    expect(fakeApi.sentTo(createOrder)).toEqual([
      {
        allProduct: [{ id: "<product Mamra Almonds>", quantitiy: 2, weight: "500g" }],
        user: null,
        amount: 7290,
        transactionId: expect.stringMatching(/^TXN-\d+-[0-9A-Z]+$/),
        address: "House 1, Street 2, F-7",
        city: "Islamabad",
        phone: "03001234567",
        customerInfo: { fullName: "Guest Buyer", email: "guest@example.pk", specialInstructions: "Ring twice" },
        discountApplied: 810,
        orderBreakdown: { subtotal: 8100, deliveryCharges: 0, promoCodeDiscount: 810, finalTotal: 7290 },
        paymentMethod: "Cash on Delivery",
        isGuest: true,
        promoCode: "WELCOME10",
        // The page's language, for the order's e-mails.
        locale: "en",
      },
    ]);
    expect(useCart.getState().lines).toEqual([]);
    expect(localStorage.getItem(storageKeys.cart)).toBe("[]");
    expect(localStorage.getItem(storageKeys.buyNow)).toBeNull();
    expect(useUi.getState().orderPlaced).toBe(true);
    expect(router.push).toHaveBeenCalledWith("/orders/MDF-10013?key=<key>");
    // Kept in this browser for 'Track your order'.
    expect(JSON.parse(localStorage.getItem(storageKeys.placedOrders)!)).toEqual([
      {
        orderNumber: "MDF-10013",
        url: "/orders/MDF-10013?key=<key>",
        total: 7290,
        placedAt: "2026-11-23T10:00:00.000Z",
      },
    ]);
    expect(shownToasts()).toEqual([]);
  });

  it("places an order from the Urdu page in Urdu, for its e-mails", async () => {
    useCart.setState({ lines: [mamraAlmonds1kg], hydrated: true });
    const { container } = render(inLocale(<CheckoutClient customer={customer} />, "ur"));
    const user = userEvent.setup();
    fakeApi.answer(createOrder, contract["create-order customer"]);
    // The summary names the line by its Urdu name.
    expect(screen.getAllByText("ممرا بادام").length).toBeGreaterThan(0);
    expect(screen.queryByText("Mamra Almonds")).toBeNull();
    // Found by their names, not their (translated) labels.
    await user.type(container.querySelector<HTMLElement>('[name="shippingAddress"]')!, "House 1, Street 2, F-7");
    await user.type(container.querySelector<HTMLElement>('[name="city"]')!, "Islamabad");

    await user.click(container.querySelector<HTMLElement>('button[type="submit"]')!);

    await waitFor(() => expect(fakeApi.sentTo(createOrder)).toEqual([expect.objectContaining({ locale: "ur" })]));
  });

  it("fills in a signed-in customer's details and places the order as theirs", async () => {
    const user = renderCheckout([mamraAlmonds1kg], customer);
    fakeApi.answer(createOrder, contract["create-order customer"]);

    expect(screen.queryByText(/Checking out as a guest/)).toBeNull();
    expect(field("Full name")).toHaveProperty("value", "Ayesha Khan");
    expect(field("Phone number")).toHaveProperty("value", "03001234567");
    expect(field("Email (optional)")).toHaveProperty("value", "customer@dryfruit.pk");
    await user.type(field("Shipping address"), "House 1, Street 2, F-7");
    await user.type(field("City"), "Islamabad");

    await user.click(placeOrder());

    expect(await screen.findByText("Your cart is empty")).toBeTruthy();
    expect(fakeApi.sentTo(createOrder)).toEqual([
      expect.objectContaining({
        allProduct: [{ id: "<product Mamra Almonds>", quantitiy: 1, weight: "1kg" }],
        user: "<user customer@dryfruit.pk>",
        isGuest: false,
        amount: 8100,
        promoCode: null,
        customerInfo: { fullName: "Ayesha Khan", email: "customer@dryfruit.pk", specialInstructions: "" },
      }),
    ]);
    expect(router.push).toHaveBeenCalledWith("/orders/MDF-10014?key=<key>");
  });

  it.each([
    {
      failure: "a refusal",
      answer: contract["create-order out of stock"],
      message: "Sorry, Green Pistachio Kernels (1kg) is out of stock in the quantity you asked for.",
    },
    {
      failure: "the online limit",
      answer: contract["create-order over the online limit"],
      message:
        "You can order at most 10 kg of Mamra Almonds online. For a larger order, please call or WhatsApp us on +92 300 1234567.",
    },
    {
      failure: "a transaction id another buyer used",
      answer: contract["create-order id reused by another buyer"],
      message: "This transaction id has already been used.",
    },
    {
      failure: "no network",
      answer: unreachable,
      message: "Failed to place order",
      byTheButton: placeOrderMessages.noAnswer,
    },
    {
      failure: "a server error",
      answer: json({ error: "Something went wrong. Please try again." }, 500),
      message: "Something went wrong. Please try again.",
    },
    {
      failure: "an answer that is not the contract",
      answer: file("<html>Bad gateway</html>", "text/html", 502),
      message: "Failed to place order",
      byTheButton: placeOrderMessages.noAnswer,
    },
  ])(
    "on $failure toasts '$message', says what to do by the button, and keeps the cart",
    async ({ answer, message, byTheButton = message }) => {
      fakeApi.answer(createOrder, answer);
      const user = renderCheckout([mamraAlmonds1kg]);
      await fillGuestContact(user);

      await user.click(placeOrder());

      expect(await screen.findByRole("button", { name: "Place Order" })).toHaveProperty("disabled", false);
      expect(shownToasts()).toEqual([{ kind: "error", message }]);
      // The toast goes after 2 s; the words (with the shop's phone, for a limit) stay by the button.
      expect(screen.getByRole("alert").textContent).toBe(byTheButton);
      expect(useCart.getState().lines).toEqual([mamraAlmonds1kg]);
      expect(router.push).not.toHaveBeenCalled();
    },
  );

  it("after a lost answer, a retry goes to the order the first try placed and empties the cart", async () => {
    fakeApi.answer(createOrder, unreachable, contract["create-order replayed"]);
    const user = renderCheckout([mamraAlmonds1kg]);
    await fillGuestContact(user);

    await user.click(placeOrder());
    await user.click(await screen.findByRole("button", { name: "Place Order" }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/orders/MDF-10013?key=<key>"));
    expect(shownToasts()).toEqual([
      { kind: "error", message: "Failed to place order" },
      { kind: "info", message: placeOrderMessages.alreadyPlaced },
    ]);
    expect(useCart.getState().lines).toEqual([]);
    expect(JSON.parse(localStorage.getItem(storageKeys.placedOrders)!)).toEqual([
      expect.objectContaining({ orderNumber: "MDF-10013", url: "/orders/MDF-10013?key=<key>" }),
    ]);
    expect(localStorage.getItem(storageKeys.pendingOrder)).toBeNull();
  });

  it("after a lost answer and a changed cart, goes to the order placed and keeps the cart to order more", async () => {
    fakeApi.answer(createOrder, unreachable, contract["create-order id reused"]);
    const user = renderCheckout([mamraAlmonds1kg]);
    await fillGuestContact(user);

    await user.click(placeOrder());
    await screen.findByRole("alert");
    act(() => useCart.setState({ lines: [mamraAlmonds1kg, sesameSeeds250g] }));
    await user.click(placeOrder());

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/orders/MDF-10013?key=<key>"));
    expect(shownToasts()).toEqual([
      { kind: "error", message: "Failed to place order" },
      { kind: "info", message: placeOrderMessages.placedWithOtherCart },
    ]);
    expect(useCart.getState().lines).toEqual([mamraAlmonds1kg, sesameSeeds250g]);
    expect(useUi.getState().orderPlaced).toBe(false);
    expect(localStorage.getItem(storageKeys.pendingOrder)).toBeNull();
  });

  it("after a lost answer, a reloaded checkout sends the same transaction id; once answered, the next order a new one", async () => {
    fakeApi.answer(createOrder, unreachable, contract["create-order replayed"], contract["create-order guest"]);
    let user = renderCheckout([mamraAlmonds1kg]);
    await fillGuestContact(user);
    await user.click(placeOrder());
    await screen.findByRole("alert");

    cleanup();
    user = renderCheckout([mamraAlmonds1kg]);
    await fillGuestContact(user);
    await user.click(placeOrder());
    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1));

    cleanup();
    user = renderCheckout([sesameSeeds250g]);
    await fillGuestContact(user);
    await user.click(placeOrder());
    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(2));

    const [lost, reloaded, next] = fakeApi.sentTo(createOrder) as { transactionId: string }[];
    expect(reloaded?.transactionId).toBe(lost?.transactionId);
    expect(next?.transactionId).not.toBe(lost?.transactionId);
  });

  it("sends the same transaction id when the order is tried again", async () => {
    fakeApi.answer(createOrder, unreachable, contract["create-order guest"]);
    const user = renderCheckout([mamraAlmonds1kg]);
    await fillGuestContact(user);

    await user.click(placeOrder());
    await user.click(await screen.findByRole("button", { name: "Place Order" }));

    expect(await screen.findByText("Your cart is empty")).toBeTruthy();
    const [first, retry] = fakeApi.sentTo(createOrder) as { transactionId: string }[];
    expect(retry?.transactionId).toBe(first?.transactionId);
  });

  it("says the total before the fields (a phone's one column), with the promo taken off, and the lines inside", async () => {
    const user = renderCheckout([{ ...mamraAlmonds500g, quantity: 2 }, giftHamper]);
    const summary = screen.getByTestId("checkout-summary-total").closest("details")!;

    expect(shownText(summary.querySelector("summary"))).toBe("Order summary (3 items)Rs. 20,600");
    expect(summary.compareDocumentPosition(field("Full name")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(summary).getByText("500g · Qty 2")).toBeTruthy();

    await applyPromo(user, "WELCOME10");

    expect(shownText(screen.getByTestId("checkout-summary-total"))).toBe(
      shownText(screen.getByTestId("checkout-total")),
    );
    expect(termsOf(summary)["Promo discount (WELCOME10)"]).toMatch(/^−Rs\. [\d,]+$/);
  });

  it("offers a guest to log in", async () => {
    const user = renderCheckout([mamraAlmonds500g]);

    await user.click(screen.getByRole("button", { name: "Login" }));

    expect(useUi.getState().login).toEqual({ open: true, reason: "checkout", view: "login" });
  });

  it.each([
    { cart: "not read yet", hydrated: false, lines: [mamraAlmonds500g], says: "Loading your cart..." },
    { cart: "empty", hydrated: true, lines: [], says: "Your cart is empty" },
  ])("shows no form while the cart is $cart", ({ hydrated, lines, says }) => {
    useCart.setState({ lines, hydrated });
    render(inLocale(<CheckoutClient customer={null} />));

    expect(screen.getByText(says)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Place Order" })).toBeNull();
  });

  it("sends a shopper with an empty cart back to the shop", () => {
    useCart.setState({ lines: [], hydrated: true });
    render(inLocale(<CheckoutClient customer={null} />));

    expect(screen.getByRole("link", { name: "Start Shopping" }).getAttribute("href")).toBe("/");
  });

  describe("in Urdu", () => {
    const urduField = (name: string) => screen.getByRole("textbox", { name });

    it("says a wrong phone number is wrong in Urdu, under the field", async () => {
      const user = renderCheckout([mamraAlmonds500g], null, "ur");

      await user.type(urduField("فون نمبر"), "12345");
      await user.click(screen.getByRole("button", { name: "آرڈر کریں" }));

      const input = await screen.findByRole("textbox", {
        name: "فون نمبر",
        description: "براہِ کرم درست فون نمبر لکھیں",
      });
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(shownToasts()).toEqual([{ kind: "error", message: "براہِ کرم تمام ضروری خانے پُر کریں!" }]);
    });

    it("says a refusal it knows in Urdu, and one it does not in the server's English", async () => {
      fakeApi.answer(createOrder, unreachable);
      const user = renderCheckout([mamraAlmonds1kg], customer, "ur");
      await user.type(urduField("ڈیلیوری کا پتہ"), "House 1, Street 2, F-7");
      await user.type(urduField("شہر"), "Islamabad");

      await user.click(screen.getByRole("button", { name: "آرڈر کریں" }));

      expect(await screen.findByRole("alert")).toHaveProperty(
        "textContent",
        expect.stringMatching(/^آرڈر نہیں ہو سکا:/),
      );
      expect(shownToasts()).toEqual([{ kind: "error", message: "آرڈر نہیں ہو سکا" }]);

      cleanup();
      fakeApi.answer(createOrder, contract["create-order out of stock"]);
      const again = renderCheckout([mamraAlmonds1kg], customer, "ur");
      await again.type(urduField("ڈیلیوری کا پتہ"), "House 1, Street 2, F-7");
      await again.type(urduField("شہر"), "Islamabad");
      await again.click(screen.getByRole("button", { name: "آرڈر کریں" }));

      expect((await screen.findByRole("alert")).textContent).toBe(
        "Sorry, Green Pistachio Kernels (1kg) is out of stock in the quantity you asked for.",
      );
    });

    it("counts the items and gives the summary's words in Urdu", () => {
      renderCheckout([mamraAlmonds500g], null, "ur");

      expect(screen.getByText("(1 چیز)")).toBeTruthy();
      expect(screen.getAllByText("کل رقم").length).toBeGreaterThan(0);
    });
  });
});
