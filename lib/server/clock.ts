import "server-only";

// The time and the waits of the time-based rules (the sign-in slowdown, the purge of old counters),
// read through one object so that a test can stand in for it instead of waiting in real time.
export const clock = {
  now: (): number => Date.now(),
  sleep: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};
