/**
 * Taps that arrive before React has hydrated a button are kept: on a slow phone a page is visible
 * seconds before its JavaScript runs. The root layout's first script marks a `data-early` element
 * tapped (or changed) before its component mounted; `useEarlyTap` replays the tap once it can act
 * on it, and the mark shows the shopper it is on its way (globals.css).
 */
export const earlyTap = {
  /** On an element whose early taps are kept. */
  target: "data-early",
  /** Set by the component when it has mounted: taps go to React from then on. */
  ready: "data-early-ready",
  /** A tap (or change) is waiting for the component. */
  pending: "data-early-tap",
} as const;

/** The inline script: it runs as the page is parsed, before any bundle, so it is kept small. */
export const earlyTapScript = `(function(){function mark(event,stop){var el=event.target instanceof Element&&event.target.closest("[${earlyTap.target}]");if(!el||el.hasAttribute("${earlyTap.ready}"))return;if(stop)event.preventDefault();el.setAttribute("${earlyTap.pending}","")}document.addEventListener("click",function(e){mark(e,true)},true);document.addEventListener("change",function(e){mark(e,false)},true)})()`;
