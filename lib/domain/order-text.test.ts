import {
  handedToCourier,
  keepCashReady,
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

const shipped: Pick<Order, "number" | "fullName" | "phone" | "total" | "status" | "shipment"> = {
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
