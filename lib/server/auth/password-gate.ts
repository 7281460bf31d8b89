import "server-only";
import { availableParallelism } from "node:os";
import { hashingLimits } from "@/lib/domain/limits";
import { throttledNetwork } from "../client-network";
import { createGate, type Gate } from "../gate";

// A password hash costs about a tenth of a second of a core (hashingLimits). One client network has
// at most a couple in the shop at once; every hash of the process runs through a few slots, a core
// left for everything else, so a flood from many networks is refused (503) instead of queueing in
// front of every other shopper.

const gatesKey = Symbol.for("shop.passwordGates");
const registry = globalThis as typeof globalThis & { [gatesKey]?: { perClient: Gate; hashing: Gate } };

export const busyMessage = "The shop is busy right now. Please try again in a few seconds.";
export const tooManyAtOnceMessage = "Too many attempts at once. Please wait a moment and try again.";

function gates() {
  return (registry[gatesKey] ??= {
    perClient: createGate({
      concurrent: Number.POSITIVE_INFINITY,
      queued: 0,
      maxWaitMs: 0,
      perKey: hashingLimits.perNetwork,
      busyMessage,
      perKeyMessage: tooManyAtOnceMessage,
    }),
    hashing: createGate({
      concurrent: Math.max(1, availableParallelism() - hashingLimits.reservedCores),
      queued: hashingLimits.queued,
      maxWaitMs: hashingLimits.maxWaitMs,
      busyMessage,
    }),
  });
}

/** A client's whole sign-up, sign-in or password change: refused at once when the client has its share running. */
export function withPasswordTurn<T>(address: string | null, work: () => Promise<T>): Promise<T> {
  return gates().perClient.run(address ? throttledNetwork(address) : null, work);
}

export function hashing<T>(work: () => Promise<T>): Promise<T> {
  return gates().hashing.run(null, work);
}
