// Every limit on what one client can take from everyone else (docs/limits.md lists the same). A
// "client network" is an IPv4 address or an IPv6 /64 (throttledNetwork, lib/app-server.ts). Counts
// "per process" live in memory (they guard that process's CPU and pool); the rest are kept in
// PostgreSQL, so they hold across instances.

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * What online orders may hold of the stock before the confirmation call. Staff orders are not
 * limited: that is how a wedding or an Eid gift list larger than these is placed.
 */
export const orderLimits = {
  /** Of one product in one order: a household's or a gift buyer's amount. */
  perProduct: { kg: 10, pieces: 24 },
  /**
   * Share of each product's shelf (without them, but always one pack) that one network's orders
   * awaiting their call may hold, so a handful of networks cannot empty the shelf.
   */
  networkShare: 0.25,
  /** Orders awaiting their call, per phone number and per client network. */
  openPerPhone: 3,
  openPerNetwork: 5,
  /** What those orders may come to in all (rupees), per phone number and per client network. */
  awaitingValue: 50_000,
  /** An order still not confirmed this long after it was placed is cancelled and its stock returned. */
  releaseAfterMs: 48 * hour,
} as const;

/**
 * Guesses at a secret (a password, an order's phone, a promo code). A network is refused past
 * `networkLimit`, or `pairLimit` at one target; the target itself is only slowed past `slowAfter`
 * guesses from anywhere, so nobody can lock its owner out. A right guess takes its attempt back.
 */
export interface GuessLimits {
  windowMs: number;
  networkLimit: number;
  pairLimit?: number;
  slowAfter?: number;
  delayStepMs?: number;
  maxDelayMs?: number;
}

/** Sign-in: a shared address (a mobile carrier's NAT) shares the network count, which is why it is 30. */
export const loginLimits = {
  windowMs: 15 * minute,
  pairLimit: 8,
  networkLimit: 30,
  slowAfter: 5,
  delayStepMs: 500,
  maxDelayMs: 3000,
} as const satisfies GuessLimits;

/** Wrong old passwords in change-password, per account (the caller already holds a session). */
export const passwordCheckLimit = 8;

/** Track your order: an order number with a phone. */
export const trackLimits = {
  windowMs: 15 * minute,
  pairLimit: 5,
  networkLimit: 10,
  slowAfter: 5,
  delayStepMs: 500,
  maxDelayMs: 3000,
} as const satisfies GuessLimits;

/** Promo codes tried at the checkout (the apply call), per client network. */
export const promoLimits = { windowMs: 15 * minute, networkLimit: 20 } as const satisfies GuessLimits;

export const signupLimits = { windowMs: hour, perNetwork: 10 } as const;

/**
 * 'Forgot password?' (lib/server/auth/password-reset.ts). A link is mailed to one address at most
 * `perRecipient` times in `windowMs`, whether or not it has an account, so a flood from many networks
 * fills nobody's inbox and the answer tells nothing (past it: the same answer, no mail, the last link
 * still works); one network may ask `perNetwork` times (as many as sign-ups: a carrier's NAT shares
 * it, and a reset is rarer than a sign-up). A link works for `linkLifetimeMs`. Links that do not work
 * (wrong, expired or used), opened or sent, count against the network (`wrongLinks`, a right one
 * is taken back). Every answer to an asking takes at least `minAnswerMs`, so its time does not tell
 * whether a mail was written.
 */
export const passwordResetLimits = {
  windowMs: hour,
  perRecipient: 3,
  perNetwork: 10,
  linkLifetimeMs: hour,
  minAnswerMs: 400,
  wrongLinks: { windowMs: hour, networkLimit: 10 } satisfies GuessLimits,
} as const;

/**
 * Password hashing, per process: `perNetwork` calls in the shop at once per network (429 beyond);
 * as many hashes at once as the cores less `reservedCores` (at least one), `queued` more waiting up
 * to `maxWaitMs` (503 beyond).
 */
export const hashingLimits = { reservedCores: 1, queued: 8, maxWaitMs: 5000, perNetwork: 2 } as const;

/**
 * E-mail about an order to an address with no order the shop confirmed (anyone can type any
 * address at the checkout): `perRecipient` orders a day, and `perNetwork` such orders a network.
 */
export const mailLimits = { windowMs: day, perRecipient: 3, perNetwork: 10 } as const;

/**
 * Search, per process: each network has a bucket of `burst` refilled at `perSecond` and
 * `perNetwork` at once; `concurrentQueries` ask the database at once, so the pool keeps the rest of
 * its connections for orders and the admin.
 */
export const searchLimits = {
  burst: 20,
  perSecond: 1,
  perNetwork: 3,
  concurrentQueries: 3,
  queued: 20,
  maxWaitMs: 1000,
  statementTimeoutMs: 1000,
  /** Words of a search that are looked for; the rest are dropped. */
  maxWords: 8,
  /**
   * Products a search ranks, of those its words find (lib/server/catalog/search.ts): at 100,000
   * products 17,203 names hold 'date', and ranking them all took 74 ms of the database's time.
   */
  rankedCandidates: 500,
} as const;

/**
 * Connections to the production server (server/main.ts), per process. A body must arrive
 * `bodyBaseMs` after the headers plus its time at `slowLineBytesPerSecond` (1 Mbit/s, a poor mobile
 * uplink): 18 s for the largest JSON body (1 MB), 7 min 18 s for the largest upload (51 MB); a body
 * without a length gets the time of the largest its type may carry (server/body-deadline.ts).
 *
 * `socketsPerNetwork` does not count a proxy TRUST_PROXY names (it holds its slow clients itself).
 * A browser opens at most six and idle ones close after 5 s, so 128 is more than twenty shoppers
 * loading at once behind one mobile carrier's NAT address.
 */
export const connectionLimits = {
  headersMs: 20_000,
  bodyBaseMs: 10_000,
  slowLineBytesPerSecond: 125_000,
  socketsPerNetwork: 128,
} as const;

/**
 * Step 3 of the bulk import names at most `products` of the products a file creates or changes
 * (the rest are counted), each text value cut to `textChars`, so a 20,000-row file's preview stays small.
 */
export const bulkPreviewLimits = { products: 500, textChars: 120 } as const;
