import {
  confirmationChatLink,
  handedToCourier,
  keepCashReady,
  orderChatLink,
  paymentNote,
  returnedNote,
  shipmentDescription,
  shippedChatLink,
  shippedNote,
  trackingLinkText,
} from "./order-text";
import type { Order } from "./orders";
import type { Shipment } from "./parcels";

const tcs: Shipment = {
  courier: { id: "courier-tcs", name: "TCS" },
  consignmentNumber: "77012345678",
  trackingUrl: "https://www.tcsexpress.com/track/77012345678",
  shippedAt: "2026-11-20T10:00:00.000Z",
};
const ownRider: Shipment = { ...tcs, courier: { id: "courier-own-rider", name: "Own rider" }, trackingUrl: null };

const shipped: Pick<Order, "number" | "fullName" | "phone" | "total" | "status" | "shipment" | "locale"> = {
  locale: "en",
  number: 10234,
  fullName: "Sana Malik",
  phone: "0333-5551234",
  total: 2409,
  status: "Shipped",
  shipment: tcs,
};

/** The text a wa.me link types in. */
const chatText = (link: string | null) => new URL(link!).searchParams.get("text");

describe("a parcel in words", () => {
  it("names the courier and the consignment number", () => {
    expect(shipmentDescription(tcs)).toBe("TCS, consignment number 77012345678");
    expect(trackingLinkText("Leopards")).toBe("Track your parcel on Leopards");
  });

  it("tells the customer who has it, or only that a courier has it when none was recorded", () => {
    expect(handedToCourier(tcs)).toBe("Your order has been handed to TCS, consignment number 77012345678.");
    expect(handedToCourier(null)).toBe("Your order has been handed to the courier.");
    expect(keepCashReady(2409)).toBe("Please keep Rs.\u00a02,409 ready in cash for the rider.");
  });
});

describe("a parcel's history", () => {
  it("names the courier on the way out, says why it came back, and what the courier paid", () => {
    expect(shippedNote(tcs)).toBe("With TCS, consignment number 77012345678.");
    expect(returnedNote("RefusedAtDoor")).toBe("The parcel came back to us: refused at the door.");
    expect(paymentNote({ amount: 2409, fee: 180, courier: "Leopards", reference: "LCS-0425" })).toBe(
      "Rs.\u00a02,409 collected by Leopards, fee Rs.\u00a0180 (LCS-0425).",
    );
    expect(paymentNote({ amount: 900, fee: 0, courier: "TCS", reference: null })).toBe(
      "Rs.\u00a0900 collected by TCS, fee Rs.\u00a00.",
    );
  });
});

describe("the WhatsApp message of a parcel on its way", () => {
  it("goes to the customer's number with the courier, the number, the tracking page and the cash", () => {
    const link = shippedChatLink(shipped);
    expect(link).toMatch(/^https:\/\/wa\.me\/923335551234\?text=/);
    expect(chatText(link)).toBe(
      [
        "Assalam-o-Alaikum Sana Malik! This is Margalla Dry Fruits: your order MDF-10234 is on its way with TCS, consignment number 77012345678.",
        "Track your parcel on TCS: https://www.tcsexpress.com/track/77012345678",
        "Please keep Rs.\u00a02,409 ready in cash for the rider.",
      ].join("\n"),
    );
  });

  it("has no tracking line for a courier without a tracking page", () => {
    expect(chatText(shippedChatLink({ ...shipped, shipment: ownRider }))).not.toContain("Track");
  });

  it("is not offered before the parcel is shipped with a courier, nor once it is delivered", () => {
    expect(shippedChatLink({ ...shipped, shipment: null })).toBeNull();
    expect(shippedChatLink({ ...shipped, status: "Delivered" })).toBeNull();
    expect(shippedChatLink({ ...shipped, status: "Processing", shipment: null })).toBeNull();
  });
});

describe("the WhatsApp messages of an order placed in Urdu", () => {
  const ltr = (text: string) => `\u2066${text}\u2069`;
  const rtl = (line: string) => `\u200f${line}`;

  it("tells the parcel's news in Urdu, each line right to left, numbers and prices left to right", () => {
    expect(chatText(shippedChatLink({ ...shipped, locale: "ur" }))).toBe(
      [
        `السلام علیکم Sana Malik! Margalla Dry Fruits کی طرف سے: آپ کا آرڈر ${ltr("MDF-10234")} TCS، کنسائنمنٹ نمبر ${ltr("77012345678")} کے ذریعے روانہ کر دیا گیا ہے۔`,
        `اپنا پارسل TCS پر ٹریک کریں: ${ltr("https://www.tcsexpress.com/track/77012345678")}`,
        `براہِ کرم رائیڈر کو دینے کے لیے ${ltr("Rs.\u00a02,409")} نقد تیار رکھیں۔`,
      ]
        .map(rtl)
        .join("\n"),
    );
  });

  it("asks for the confirmation in Urdu, each line by its product's Urdu name where it has one", () => {
    const sold = {
      product: { id: "p1", price: 1080, images: [], visible: true, nameUr: "ممرا بادام" },
      productName: "Mamra Almonds",
      productImage: null,
      weight: "500g" as const,
      quantity: 2,
      unitPrice: 1080,
      originalPrice: 1080,
    };
    const text = chatText(
      confirmationChatLink({
        ...shipped,
        locale: "ur",
        address: "House 12, I-8/3",
        city: "Islamabad",
        lines: [
          sold,
          // A deleted product's line keeps the English it was sold under.
          { ...sold, product: null, productName: "Ajwa Dates", weight: "1kg", quantity: 1 },
        ],
      }),
    );
    expect(text?.split("\n")).toEqual(
      [
        `السلام علیکم Sana Malik! Margalla Dry Fruits کی طرف سے آپ کے آرڈر ${ltr("MDF-10234")} کے بارے میں:`,
        "- ممرا بادام (500g) × 2",
        "- Ajwa Dates (1kg) × 1",
        `کل رقم ${ltr("Rs.\u00a02,409")}، کیش آن ڈیلیوری، پتہ: House 12, I-8/3، Islamabad۔`,
        "آرڈر کی تصدیق کے لیے براہِ کرم YES لکھ کر جواب دیں۔",
      ].map(rtl),
    );
  });

  it("lets the shopper ask about the order in its language", () => {
    expect(chatText(orderChatLink(10234))).toBe("Assalam-o-Alaikum! I have a question about my order MDF-10234.");
    expect(chatText(orderChatLink(10234, "ur"))).toBe(
      `السلام علیکم! مجھے اپنے آرڈر ${ltr("MDF-10234")} کے بارے میں کچھ پوچھنا ہے۔`,
    );
  });
});
