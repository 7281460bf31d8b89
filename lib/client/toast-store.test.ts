import { actionToastMs, toast, toastStyles, useToasts } from "./toast-store";

describe("toasts", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useToasts.setState({ toasts: [], style: "shop" });
  });
  afterEach(() => jest.useRealTimers());

  it("shows at most three, drops duplicates, and hides each after two seconds", () => {
    toast.success("one");
    toast.success("one");
    toast.error("two");
    toast.info("three");
    toast.info("four");
    expect(useToasts.getState().toasts.map((entry) => entry.message)).toEqual(["two", "three", "four"]);
    jest.advanceTimersByTime(toastStyles.shop.durationMs);
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it("keeps a toast with a button five seconds in the shop, long enough to reach it", () => {
    const run = jest.fn();
    toast.success("Added to cart", { label: "View cart", run });
    jest.advanceTimersByTime(toastStyles.shop.durationMs);
    expect(useToasts.getState().toasts.map((entry) => entry.action?.label)).toEqual(["View cart"]);
    jest.advanceTimersByTime(actionToastMs - toastStyles.shop.durationMs);
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it("stays five seconds in the admin", () => {
    useToasts.setState({ style: "admin" });
    toast.success("Order updated successfully");
    jest.advanceTimersByTime(4999);
    expect(useToasts.getState().toasts.map((entry) => entry.message)).toEqual(["Order updated successfully"]);
    jest.advanceTimersByTime(1);
    expect(useToasts.getState().toasts).toEqual([]);
  });
});
