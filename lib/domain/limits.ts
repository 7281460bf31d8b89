// Every limit on what one client can take from everyone else, in one table; docs/limits.md lists
// the same. A "client network" is an IPv4 address or an IPv6 /64 (throttledNetwork,
// lib/app-server.ts). Counts marked "per process" live in each server's
// memory (they guard that process's CPU and database pool); every other count is kept in PostgreSQL,
// so it holds across instances.

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * What online orders may hold of the stock before the confirmation call makes them real. Orders
 * placed by staff (signed in as admin) are not limited: that is how a wedding or an Eid gift list
 * that is larger than these is placed.
 */
export const orderLimits = {
  /** Of one product in one order: a household's or a gift buyer's amount. */
  perProduct: { kg: 10, pieces: 24 },
  /**
   * Of each product, the orders awaiting their call from one client network may hold at most this
   * share of what the shelf would have without them (but always one pack): whatever a handful of
   * networks order, most of every product stays on the shelf for everyone else.
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
 * Guesses at something secret: an account's password, the phone of an order, a promo code. A
 * client network is refused after `networkLimit` guesses in the window, and after `pairLimit` at
 * one target; the target itself is never locked, only slowed after `slowAfter` guesses from
 * anywhere (by `delayStepMs` more each, at most `maxDelayMs`), so nobody can lock its owner out.
 * A right guess takes its attempt back.
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

/** New accounts per client network. */
export const signupLimits = { windowMs: hour, perNetwork: 10 } as const;

/**
 * Password hashing (sign-up, sign-in, change-password), per process: one client network has at most
 * `perNetwork` of those calls in the shop at once (429 beyond, before anything is read); hashes run
 * on the thread pool, as many at once as the server's cores less `reservedCores` (at least one),
 * `queued` more waiting up to `maxWaitMs` (503 beyond).
 */
export const hashingLimits = { reservedCores: 1, queued: 8, maxWaitMs: 5000, perNetwork: 2 } as const;

/**
 * E-mail to a customer about an order. An address that has an order the shop confirmed is always
 * written to; any other gets the mails of at most `perRecipient` orders a day, and one client network
 * may have at most `perNetwork` such orders mailed a day.
 */
export const mailLimits = { windowMs: day, perRecipient: 3, perNetwork: 10 } as const;

/**
 * The shop's search (suggestions, the results page, the API), per process: each client network
 * has a bucket of `burst` searches refilled at `perSecond`, and at most `perNetwork` at once; at
 * most `concurrentQueries` searches ask the database at once (the pool keeps the rest for orders
 * and the admin), `queued` more wait up to `maxWaitMs`, and each statement has `statementTimeoutMs`.
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
} as const;

/**
 * Connections to the production server (server/main.ts), per process. A client has `headersMs` to
 * send a request's headers, and its body must have arrived `bodyBaseMs` after them plus the time the
 * body takes at `slowLineBytesPerSecond` (1 Mbit/s, a poor mobile uplink): 18 s for the largest JSON
 * body (1 MB), 7 min 18 s for the largest upload (ten 5 MB images, 51 MB); a body without a length
 * gets the time of the largest its type may carry (server/body-deadline.ts).
 *
 * One client network may hold at most `socketsPerNetwork` connections open at once; a proxy
 * TRUST_PROXY names is not counted (it holds its slow clients itself). A browser opens at most six
 * to the shop and drops an idle one within seconds (the server closes it after 5 s), so 128 is
 * more than twenty shoppers loading pages at the same moment from one address of a mobile
 * carrier's NAT, where many phones share an IPv4 address.
 */
export const connectionLimits = {
  headersMs: 20_000,
  bodyBaseMs: 10_000,
  slowLineBytesPerSecond: 125_000,
  socketsPerNetwork: 128,
} as const;
