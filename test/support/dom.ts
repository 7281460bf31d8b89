// Reading what a component shows, for the component tests.
import { act } from "@testing-library/react";
import { useToasts, type Toast } from "@/lib/client/toast-store";

/** The toasts showing now, oldest first. */
export function shownToasts(): Omit<Toast, "id">[] {
  return useToasts.getState().toasts.map(({ kind, message }) => ({ kind, message }));
}

/**
 * An element's text as a reader sees it: runs of white space, the no-break space inside an amount
 * ('Rs. 1,250') among them, as one space (as Testing Library's and Playwright's text matchers do).
 */
export function shownText(element: Element | null | undefined): string {
  return (element?.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** Each term of the description lists under `root` with the text of its definition. */
export function termsOf(root: HTMLElement = document.body): Record<string, string> {
  return Object.fromEntries(
    [...root.querySelectorAll("dt")].map((term) => [shownText(term), shownText(term.nextElementSibling)]),
  );
}

/** Lets the calls in flight land: the fake API answers at once, so its answers settle within one turn. */
export async function settle(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
