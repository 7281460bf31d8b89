// Component tests in jsdom: what jsdom lacks, and a clean slate for each test (the fake REST API in
// place of the network, empty client stores and storage, a router with no calls).
import { cleanup } from "@testing-library/react";
import { useCart } from "@/lib/client/cart-store";
import { useToasts } from "@/lib/client/toast-store";
import { useUi } from "@/lib/client/ui-store";
import { fakeApi } from "./fake-api";
import { resetRouter } from "./next-navigation";

// jsdom knows <dialog> and its `open` attribute but not the methods that set it.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event("close"));
};
// jsdom does no layout, so there is nothing to scroll.
Element.prototype.scrollIntoView = () => {};

beforeEach(() => {
  fakeApi.reset();
  globalThis.fetch = fakeApi.fetch;
});

afterEach(() => {
  // Unmount before the stores are reset, so no component re-renders outside the test.
  cleanup();
  useCart.setState(useCart.getInitialState(), true);
  useToasts.setState(useToasts.getInitialState(), true);
  useUi.setState(useUi.getInitialState(), true);
  localStorage.clear();
  sessionStorage.clear();
  resetRouter();
  expect(fakeApi.unanswered).toEqual([]);
});
