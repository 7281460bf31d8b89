"use client";

// Arrays kept in localStorage under the spec's keys (cart, wishlist), shared across tabs.

/** The stored array under `key`, or null; an unreadable value is removed and logged. */
export function readStoredList<T>(key: string, isItem: (value: unknown) => value is T): T[] | null {
  if (typeof window === "undefined") return null;
  const raw = window.localStorage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error("not a list");
    return parsed.filter(isItem);
  } catch (error) {
    console.error(`Removing the unreadable stored ${key}`, error);
    window.localStorage.removeItem(key);
    return null;
  }
}

export function writeStoredList(key: string, items: unknown[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(items));
  } catch (error) {
    console.error(`Could not store ${key}`, error);
  }
}

/** Another tab's changes only: a tab does not hear its own writes. */
export function watchStoredList(key: string, onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}
