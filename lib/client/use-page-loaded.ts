"use client";
import { useEffect, useState } from "react";

/**
 * False until the page has finished loading (the window's load event), for work that should not
 * compete with what the shopper sees first, such as pictures that are not on screen yet.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const markLoaded = () => setLoaded(true);
    if (document.readyState !== "complete") {
      window.addEventListener("load", markLoaded, { once: true });
      return () => window.removeEventListener("load", markLoaded);
    }
    const timer = setTimeout(markLoaded, 0);
    return () => clearTimeout(timer);
  }, []);
  return loaded;
}
