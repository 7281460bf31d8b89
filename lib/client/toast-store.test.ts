import { toast, toastDurationMs, useToasts } from "./toast-store";

describe("toasts", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useToasts.setState({ toasts: [] });
  });
  afterEach(() => jest.useRealTimers());

  it("shows at most three, drops duplicates, and hides each after two seconds", () => {
    toast.success("one");
    toast.success("one");
    toast.error("two");
    toast.info("three");
    toast.info("four");
    expect(useToasts.getState().toasts.map((entry) => entry.message)).toEqual(["two", "three", "four"]);
    jest.advanceTimersByTime(toastDurationMs);
    expect(useToasts.getState().toasts).toEqual([]);
  });
});
