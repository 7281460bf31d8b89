"use client";
import { useMemo, useSyncExternalStore } from "react";
import { readStoredList, watchStoredList, writeStoredList } from "./local-list";
import { storageKeys } from "./storage-keys";

// The orders placed in this browser, each with its signed page link, so a guest finds them again
// from 'Track your order' without typing anything.

export interface PlacedOrder {
  orderNumber: string;
  url: string;
  total: number;
  placedAt: string;
}

const kept = 10;

const isPlacedOrder = (value: unknown): value is PlacedOrder =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as PlacedOrder).orderNumber === "string" &&
  typeof (value as PlacedOrder).url === "string" &&
  (value as PlacedOrder).url.startsWith("/orders/") &&
  typeof (value as PlacedOrder).total === "number" &&
  typeof (value as PlacedOrder).placedAt === "string";

export const readPlacedOrders = (): PlacedOrder[] => readStoredList(storageKeys.placedOrders, isPlacedOrder) ?? [];

export function rememberPlacedOrder(order: PlacedOrder): void {
  const others = readPlacedOrders().filter((entry) => entry.orderNumber !== order.orderNumber);
  writeStoredList(storageKeys.placedOrders, [order, ...others].slice(0, kept));
}

/** None while server-rendering. */
export function usePlacedOrders(): PlacedOrder[] {
  const stored = useSyncExternalStore(
    (onChange) => watchStoredList(storageKeys.placedOrders, onChange),
    () => window.localStorage.getItem(storageKeys.placedOrders),
    () => null,
  );
  return useMemo(() => (stored === null ? [] : readPlacedOrders()), [stored]);
}
