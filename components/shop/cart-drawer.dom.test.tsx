import { render, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { useCart } from "@/lib/client/cart-store";
import { storageKeys } from "@/lib/client/storage-keys";
import { useUi } from "@/lib/client/ui-store";
import type { CartLine } from "@/lib/domain/cart";
import { giftHamper, mamraAlmonds1kg, mamraAlmonds500g } from "@/test/support/demo-cart";
import { settle, shownText, shownToasts, termsOf } from "@/test/support/dom";
import { contract, fakeApi, unreachable } from "@/test/support/fake-api";
import { router } from "@/test/support/next-navigation";
import { CartDrawer } from "./cart-drawer";
import { inLocale } from "@/test/support/intl";
import type { Locale } from "@/lib/i18n/locales";

const cartProduct = "POST /api/product/cart-product";

/** Opens the drawer on `lines` and lets the server's re-pricing (asked for as it opens) land. */
async function openDrawer(lines: CartLine[], locale: Locale = "en"): Promise<UserEvent> {
  useCart.setState({ lines, hydrated: true, drawerOpen: true });
  render(inLocale(<CartDrawer />, locale));
  await settle();
  return userEvent.setup();
}

const drawer = () => screen.getByRole("dialog", { name: "Shopping Cart" });
const line = (name: string) => within(drawer()).getByRole("listitem", { name });
const quantityOf = (name: string) =>
  within(line(name)).getByRole<HTMLInputElement>("spinbutton", { name: `Quantity of ${name}` }).value;

describe("the cart drawer", () => {
  it.each([
    {
      cart: "one pack under Rs. 5,000",
      lines: [mamraAlmonds500g],
      totals: { "Sub Total": "Rs. 4,050", "Delivery Charges": "Rs. 249", Total: "Rs. 4,299" },
      note: "Add Rs. 950 more to get free delivery",
    },
    {
      cart: "one pack over Rs. 5,000",
      lines: [mamraAlmonds1kg],
      totals: { "Sub Total": "Rs. 8,100", "Delivery Charges": "Rs. 0", Total: "Rs. 8,100" },
      note: null,
    },
    {
      cart: "several lines",
      lines: [{ ...mamraAlmonds500g, quantity: 2 }, mamraAlmonds1kg, { ...giftHamper, quantity: 3 }],
      totals: { "Sub Total": "Rs. 53,700", "Delivery Charges": "Rs. 0", Total: "Rs. 53,700" },
      note: null,
    },
  ])("sums up $cart, with the delivery note under Rs. 5,000", async ({ lines, totals, note }) => {
    await openDrawer(lines);

    expect(termsOf(drawer())).toEqual(totals);
    expect(
      note === null
        ? screen.queryByText(/more to get free delivery/)
        : shownText(screen.getByText(/more to get free delivery/)),
    ).toBe(note);
  });

  it("lists each line with its size, quantity, price and the price before the offer", async () => {
    await openDrawer([{ ...mamraAlmonds500g, quantity: 2 }, giftHamper]);

    const almonds = line("Mamra Almonds 500g");
    expect(within(almonds).getByText("Mamra Almonds")).toBeTruthy();
    expect(within(almonds).getByText("Size: 500g")).toBeTruthy();
    expect(quantityOf("Mamra Almonds 500g")).toBe("2");
    expect(within(almonds).getByText("Rs. 8,100")).toBeTruthy();
    expect(shownText(within(almonds).getByRole("deletion"))).toBe("Rs. 9,000");

    const hamper = line("Dry Fruit Gift Hamper");
    expect(within(hamper).queryByText(/Size:/)).toBeNull();
    expect(quantityOf("Dry Fruit Gift Hamper")).toBe("1");
    expect(within(hamper).getByText("Rs. 12,500")).toBeTruthy();
    expect(within(hamper).queryByRole("deletion")).toBeNull();
  });

  it("names each line in Urdu on Urdu pages, taking the Urdu name from the catalogue's answer", async () => {
    // A cart kept from before the catalogue had Urdu names.
    await openDrawer(
      [
        { ...mamraAlmonds500g, nameUr: undefined },
        { ...giftHamper, nameUr: undefined },
      ],
      "ur",
    );

    const lines = within(screen.getByRole("dialog")).getAllByRole("listitem");
    expect(lines.map((item) => item.getAttribute("aria-label"))).toEqual(["ممرا بادام 500g", "خشک میوہ گفٹ ہیمپر"]);
    expect(useCart.getState().lines).toEqual([mamraAlmonds500g, giftHamper]);
  });

  it("tells in Urdu what re-pricing changed", async () => {
    const kalmiDates: CartLine = { ...giftHamper, id: "missing", name: "Kalmi Dates", nameUr: undefined };
    await openDrawer([{ ...mamraAlmonds1kg, quantity: 20 }, kalmiDates], "ur");

    expect(shownToasts()).toEqual([
      { kind: "info", message: "ممرا بادام 1 کلو کے صرف 18 باقی ہیں: آپ کی کارٹ میں تعداد کم کر دی گئی" },
      { kind: "info", message: "Kalmi Dates اب دستیاب نہیں، اسے آپ کی کارٹ سے نکال دیا گیا" },
    ]);
  });

  it("changes a line's quantity with − and +, the totals and the free-delivery bar with it", async () => {
    const user = await openDrawer([mamraAlmonds500g]);
    const progress = () =>
      Number(screen.getByRole("progressbar", { name: "Toward free delivery" }).getAttribute("aria-valuenow"));
    expect(progress()).toBe(4050);

    await user.click(screen.getByRole("button", { name: "Increase quantity of Mamra Almonds 500g" }));

    expect(quantityOf("Mamra Almonds 500g")).toBe("2");
    expect(termsOf(drawer())).toEqual({ "Sub Total": "Rs. 8,100", "Delivery Charges": "Rs. 0", Total: "Rs. 8,100" });
    expect(screen.getByText("Your order gets free delivery")).toBeTruthy();
    expect(progress()).toBe(5000);
    expect(JSON.parse(localStorage.getItem(storageKeys.cart) ?? "null")).toEqual([
      { ...mamraAlmonds500g, quantity: 2 },
    ]);

    await user.click(screen.getByRole("button", { name: "Decrease quantity of Mamra Almonds 500g" }));
    expect(termsOf(drawer())).toEqual({ "Sub Total": "Rs. 4,050", "Delivery Charges": "Rs. 249", Total: "Rs. 4,299" });
    expect(screen.getByRole("button", { name: "Decrease quantity of Mamra Almonds 500g" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("removes a line: gone from the list, the store and storage, the totals worked out again", async () => {
    const user = await openDrawer([mamraAlmonds500g, giftHamper]);

    await user.click(within(line("Mamra Almonds 500g")).getByRole("button", { name: "Delete" }));

    expect(within(drawer()).queryByRole("listitem", { name: "Mamra Almonds 500g" })).toBeNull();
    expect(within(drawer()).getAllByRole("listitem")).toHaveLength(1);
    expect(termsOf(drawer())).toEqual({
      "Sub Total": "Rs. 12,500",
      "Delivery Charges": "Rs. 0",
      Total: "Rs. 12,500",
    });
    expect(shownToasts()).toEqual([{ kind: "success", message: "Product removed from cart" }]);
    expect(JSON.parse(localStorage.getItem(storageKeys.cart) ?? "null")).toEqual([giftHamper]);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("closes and goes home when the last line is removed", async () => {
    const user = await openDrawer([mamraAlmonds500g]);

    await user.click(within(line("Mamra Almonds 500g")).getByRole("button", { name: "Delete" }));

    expect(screen.queryByRole("dialog", { name: "Shopping Cart" })).toBeNull();
    expect(useCart.getState()).toMatchObject({ lines: [], drawerOpen: false });
    expect(router.push).toHaveBeenCalledWith("/");
  });

  it("goes to the checkout", async () => {
    const user = await openDrawer([mamraAlmonds500g]);

    await user.click(screen.getByRole("button", { name: "Checkout" }));

    expect(screen.queryByRole("dialog", { name: "Shopping Cart" })).toBeNull();
    expect(router.push).toHaveBeenCalledWith("/checkout");
  });

  it.each(["Continue Shopping", "Close cart"])("closes on '%s' and keeps the cart", async (button) => {
    const user = await openDrawer([mamraAlmonds500g]);

    await user.click(screen.getByRole("button", { name: button }));

    expect(screen.queryByRole("dialog", { name: "Shopping Cart" })).toBeNull();
    expect(useCart.getState().lines).toEqual([mamraAlmonds500g]);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("says the cart is empty, asks the server nothing, and will not go to the checkout", async () => {
    const user = await openDrawer([]);

    expect(within(drawer()).getByText("Your cart is empty")).toBeTruthy();
    expect(termsOf(drawer())).toEqual({ "Sub Total": "Rs. 0", "Delivery Charges": "Rs. 0", Total: "Rs. 0" });
    expect(screen.queryByText(/more to get free delivery/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Checkout" }));

    expect(shownToasts()).toEqual([{ kind: "error", message: "Please add some products to cart first!" }]);
    expect(drawer()).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
    expect(fakeApi.requests).toEqual([]);
  });

  it("re-prices the cart as it opens: server prices, quantities cut to the stock, products gone removed", async () => {
    const kalmiDates: CartLine = {
      ...mamraAlmonds500g,
      id: "missing",
      name: "Kalmi Dates",
      weight: "250g",
      price: 650,
    };
    await openDrawer([{ ...mamraAlmonds500g, price: 4000 }, { ...mamraAlmonds1kg, quantity: 20 }, kalmiDates]);

    expect(fakeApi.sentTo(cartProduct)).toEqual([
      {
        cart: [
          { id: "<product Mamra Almonds>", weight: "500g", quantity: 1 },
          { id: "<product Mamra Almonds>", weight: "1kg", quantity: 20 },
          { id: "missing", weight: "250g", quantity: 1 },
        ],
      },
    ]);
    expect(within(line("Mamra Almonds 500g")).getByText("Rs. 4,050")).toBeTruthy();
    expect(quantityOf("Mamra Almonds 1kg")).toBe("18");
    expect(within(drawer()).queryByRole("listitem", { name: "Kalmi Dates 250g" })).toBeNull();
    expect(termsOf(drawer())).toMatchObject({ "Sub Total": "Rs. 149,850" });
    expect(shownToasts()).toEqual([
      { kind: "info", message: "Only 18 of Mamra Almonds 1kg left: your cart was updated" },
      { kind: "info", message: "Kalmi Dates is no longer available and was removed from your cart" },
    ]);
  });

  it("edits a line in the product dialog, with the product as the server priced it", async () => {
    const user = await openDrawer([mamraAlmonds500g]);

    await user.click(within(line("Mamra Almonds 500g")).getByRole("button", { name: "Edit" }));

    expect(screen.queryByRole("dialog", { name: "Shopping Cart" })).toBeNull();
    expect(useUi.getState().productDialog).toEqual({
      product: {
        id: "<product Mamra Almonds>",
        name: "Mamra Almonds",
        nameUr: "ممرا بادام",
        price: 9000,
        offer: 10,
        stock: 18,
        hasWeightSelection: true,
        images: [{ fullImage: "demo-mamra-almonds.webp", thumbnail: "demo-mamra-almonds-thumb.webp" }],
      },
      line: mamraAlmonds500g,
    });
  });

  it("says 'Product not found' when a line's product can no longer be had", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    fakeApi.answer(cartProduct, unreachable);
    fakeApi.answer("POST /api/product/single-product", contract["single-product unknown"]);
    const walnuts: CartLine = { ...mamraAlmonds500g, id: "<product Walnut Kernels>", name: "Walnut Kernels" };
    const user = await openDrawer([walnuts]);

    await user.click(within(line("Walnut Kernels 500g")).getByRole("button", { name: "Edit" }));

    expect(fakeApi.sentTo("POST /api/product/single-product")).toEqual([{ pId: "<product Walnut Kernels>" }]);
    expect(shownToasts()).toEqual([{ kind: "error", message: "Product not found" }]);
    expect(drawer()).toBeTruthy();
    expect(useUi.getState().productDialog).toBeNull();
    expect(logged).toHaveBeenCalledWith("Could not refresh the cart", expect.any(Error));
    logged.mockRestore();
  });
});
