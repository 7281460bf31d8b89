"use client";

// A success message for the page a full reload leads to (logging out replaces the page): shown
// there as a toast, once, instead of for the instant before the old page goes.
const key = "nextPageNotice";

export function keepNoticeForNextPage(message: string): void {
  sessionStorage.setItem(key, message);
}

/** The message the last page left, if any; it is taken, so it shows once. */
export function takeNoticeFromLastPage(): string | null {
  const message = sessionStorage.getItem(key);
  if (message !== null) sessionStorage.removeItem(key);
  return message;
}
