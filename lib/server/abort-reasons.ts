// Next.js 16 and React abort their controllers on every render, with an Error (or the
// DOMException abort() makes) as the reason. V8 keeps the frames an error captured (CallSiteInfo,
// each with the frame's receiver and function) until its stack is first read, and through them the
// finished render, its RSC payload included: every page Next.js rendered to keep stayed in memory,
// about 50 kB each, until the server ran out of heap (upstream: vercel/next.js#97434, #92287).
// Reading the stack once, as the reason is set, turns the frames into text and lets them go; the
// text is the same an error log would print.

/** Applies to every AbortController of the process; answers a function that undoes it. */
export function releaseAbortReasonFrames(): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(AbortController.prototype, "abort")!;
  const abort = descriptor.value as (this: AbortController, reason?: unknown) => void;
  Object.defineProperty(AbortController.prototype, "abort", {
    ...descriptor,
    value: function abortReleasingFrames(this: AbortController, reason?: unknown) {
      abort.call(this, reason);
      const given: unknown = this.signal.reason;
      if (given instanceof Error) void given.stack;
    },
  });
  return () => Object.defineProperty(AbortController.prototype, "abort", descriptor);
}
