"use client";
import { useEffect, useRef } from "react";
import { earlyTap } from "@/lib/dom/early-taps";

/**
 * Props for a button or select whose taps before hydration are kept (lib/dom/early-taps.ts): once
 * mounted, a kept tap is replayed as a click, a kept change of a select as a change event.
 */
export function useEarlyTap<T extends HTMLButtonElement | HTMLSelectElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.setAttribute(earlyTap.ready, "");
    if (!element.hasAttribute(earlyTap.pending)) return;
    element.removeAttribute(earlyTap.pending);
    if (element instanceof HTMLSelectElement) element.dispatchEvent(new Event("change", { bubbles: true }));
    else element.click();
  }, []);
  // The mark the early script may have added is not React's: no mismatch to report.
  return { ref, [earlyTap.target]: "", suppressHydrationWarning: true };
}
