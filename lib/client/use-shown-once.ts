"use client";
import { useState } from "react";

/**
 * True from the first time `shown` is true: a part of the page loaded when first needed (a drawer,
 * a dialog) stays mounted afterwards, with its state and its closing.
 */
export function useShownOnce(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  if (shown && !once) setOnce(true);
  return once || shown;
}
