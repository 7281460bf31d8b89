// Reading what a component shows, for the component tests.
import { act } from "@testing-library/react";
import { useToasts, type Toast } from "@/lib/client/toast-store";

/** The toasts showing now, oldest first. */
export function shownToasts(): Omit<Toast, "id">[] {
  return useToasts.getState().toasts.map(({ kind, message }) => ({ kind, message }));
}

/** Each term of the description lists under `root` with the text of its definition. */
export function termsOf(root: HTMLElement = document.body): Record<string, string> {
  return Object.fromEntries(
    [...root.querySelectorAll("dt")].map((term) => [term.textContent, term.nextElementSibling?.textContent ?? ""]),
  );
}

/** Lets the calls in flight land: the fake API answers at once, so its answers settle within one turn. */
export async function settle(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
