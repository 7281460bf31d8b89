import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Order } from "@/lib/domain/orders";
import { orderPaymentMessages } from "@/lib/domain/validation/cash";
import { parcelMessages } from "@/lib/domain/validation/parcels";
import { settle, shownText, shownToasts } from "@/test/support/dom";
import { fakeApi, json } from "@/test/support/fake-api";
import { router } from "@/test/support/next-navigation";
import { shippedOrder as shipped } from "@/test/support/sample-order";
import { ParcelOutcome } from "./parcel-outcome";

const returnRoute = "POST /api/order/return";
const paymentRoute = "POST /api/order/payment";

const confirm = jest.spyOn(window, "confirm");
afterEach(() => confirm.mockReset());

describe("the return of a shipped parcel", () => {
  it("asks for the reason first, then records it once the admin agrees", async () => {
    fakeApi.answer(
      returnRoute,
      json({ success: "Return recorded: Refused at the door. The stock is back on the shelf." }),
    );
    confirm.mockReturnValue(true);
    render(<ParcelOutcome order={shipped} />);
    const user = userEvent.setup();
    const form = screen.getByRole("form", { name: "Record return" });

    await user.click(within(form).getByRole("button", { name: "Record return" }));
    expect(shownText(document.getElementById("return-reason-error"))).toBe(parcelMessages.reason);
    expect(fakeApi.sentTo(returnRoute)).toEqual([]);

    await user.selectOptions(within(form).getByLabelText("The parcel came back"), "Refused at the door");
    await user.click(within(form).getByRole("button", { name: "Record return" }));
    await settle();
    expect(confirm).toHaveBeenCalledWith(
      "Record this parcel as returned (refused at the door)? The order is cancelled and its stock goes back on the shelf once. The customer is sent nothing.",
    );
    expect(fakeApi.sentTo(returnRoute)).toEqual([{ oId: "o1", reason: "RefusedAtDoor" }]);
    expect(shownToasts()).toEqual([
      { kind: "success", message: "Return recorded: Refused at the door. The stock is back on the shelf." },
    ]);
    expect(router.refresh).toHaveBeenCalled();
  });

  it("sends nothing when the admin thinks again, and shows the server's refusal", async () => {
    fakeApi.answer(returnRoute, json({ error: "This parcel's return is already recorded." }));
    render(<ParcelOutcome order={shipped} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("The parcel came back"), "Damaged");
    confirm.mockReturnValue(false);
    await user.click(screen.getByRole("button", { name: "Record return" }));
    expect(fakeApi.sentTo(returnRoute)).toEqual([]);
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole("button", { name: "Record return" }));
    await settle();
    expect(shownToasts()).toEqual([{ kind: "error", message: "This parcel's return is already recorded." }]);
  });

  it("shows when and why a returned parcel came back, with nothing more to record", () => {
    render(
      <ParcelOutcome
        order={{
          ...shipped,
          status: "Cancelled",
          returned: { at: "2026-11-22T09:30:00.000Z", reason: "NotReachable" },
        }}
      />,
    );
    const region = screen.getByRole("region", { name: "Return and payment" });
    expect(shownText(region.querySelector("p"))).toBe("Returned Nov 22, 2026 2:30 PM: Customer not reachable");
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("the courier's payment of an order", () => {
  const delivered: Order = { ...shipped, status: "Delivered", deliveredAt: "2026-11-21T10:00:00.000Z" };

  it("defaults to the order's total and no fee, and sends whole rupees", async () => {
    fakeApi.answer(paymentRoute, json({ success: "Payment recorded: Rs. 2,049 received, fee Rs. 180" }));
    render(<ParcelOutcome order={delivered} />);
    const user = userEvent.setup();
    const form = screen.getByRole("form", { name: "Record payment" });
    expect(within(form).getByLabelText<HTMLInputElement>("Amount received (Rs.)").value).toBe("2049");
    expect(within(form).getByLabelText<HTMLInputElement>("Fee kept by TCS (Rs.)").value).toBe("0");
    // A delivered order offers no return.
    expect(screen.queryByRole("form", { name: "Record return" })).toBeNull();

    await user.clear(within(form).getByLabelText("Fee kept by TCS (Rs.)"));
    await user.type(within(form).getByLabelText("Fee kept by TCS (Rs.)"), "180");
    await user.type(within(form).getByLabelText("Reference (optional)"), "TCS-STMT-0042");
    await user.click(within(form).getByRole("button", { name: "Record payment" }));
    await settle();
    expect(fakeApi.sentTo(paymentRoute)).toEqual([{ oId: "o1", amount: 2049, fee: 180, reference: "TCS-STMT-0042" }]);
    expect(shownToasts()).toEqual([{ kind: "success", message: "Payment recorded: Rs. 2,049 received, fee Rs. 180" }]);
  });

  it("says what is wrong before sending anything", async () => {
    render(<ParcelOutcome order={delivered} />);
    const user = userEvent.setup();
    const amount = screen.getByLabelText("Amount received (Rs.)");
    await user.clear(amount);
    await user.type(amount, "500");
    await user.clear(screen.getByLabelText("Fee kept by TCS (Rs.)"));
    await user.type(screen.getByLabelText("Fee kept by TCS (Rs.)"), "600");
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    await settle();
    expect(shownText(document.getElementById("payment-fee-error"))).toBe(orderPaymentMessages.feeAboveAmount);
    await user.clear(amount);
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    await settle();
    expect(shownText(document.getElementById("payment-amount-error"))).toBe(orderPaymentMessages.amount);
    expect(fakeApi.sentTo(paymentRoute)).toEqual([]);
  });

  it("tells the admin a shipped order will be marked Delivered, and offers its return beside it", () => {
    render(<ParcelOutcome order={shipped} />);
    expect(
      screen.getByText(/The cash TCS collected for this order\. Recording it marks the order Delivered\./),
    ).toBeTruthy();
    expect(screen.getByRole("form", { name: "Record return" })).toBeTruthy();
  });

  it("shows a paid order's payment, and nothing for an order without a courier or not yet shipped", () => {
    const { rerender } = render(
      <ParcelOutcome order={{ ...delivered, payment: { at: "2026-11-25T07:00:00.000Z", amount: 2049, fee: 180 } }} />,
    );
    const region = screen.getByRole("region", { name: "Return and payment" });
    expect(shownText(region.querySelector("p"))).toBe(
      "Paid by the courier Nov 25, 2026 12:00 PM: Rs. 2,049 received, fee Rs. 180, net Rs. 1,869",
    );
    rerender(<ParcelOutcome order={{ ...delivered, shipment: null }} />);
    expect(screen.queryByRole("region")).toBeNull();
    rerender(<ParcelOutcome order={{ ...shipped, status: "Processing", shipment: null }} />);
    expect(screen.queryByRole("region")).toBeNull();
  });
});
