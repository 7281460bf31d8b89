// What the shop's rules throw when they say no, named by kind; only the API wrapper turns a kind into HTTP.

export type ErrorKind =
  | "refused"
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "notFound"
  | "conflict"
  | "throttled"
  | "busy"
  | "storageFull"
  | "unavailable";

// Each route, page and the proxy is a bundle of its own, with its own copy of this class; a limit
// shared by the whole process (a gate on globalThis) throws the copy of whichever bundle made it.
// `instanceof` goes by this mark instead, so every copy knows every other's errors.
const mark = Symbol.for("shop.DomainError");

export class DomainError extends Error {
  readonly [mark] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && (value as { [mark]?: boolean })[mark] === true;
  }

  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** A refusal keyed by form field, as signup gives it: { email: "..." }. */
    readonly fields?: Record<string, string>,
    /** When it is worth trying again (throttled, busy). */
    readonly retryAfterSeconds?: number,
    /** Fields the answer carries beside { error }, for a client that can act on them. */
    readonly detail?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** A business rule said no (wrong password, duplicate code, not enough stock): the client shows the message. */
export const refused = (message: string) => new DomainError("refused", message);
export const refusedFields = (fields: Record<string, string>) =>
  new DomainError("refused", Object.values(fields)[0] ?? "Invalid input.", fields);
/** Input the shop cannot use at all, such as an upload that is not an image. */
export const invalid = (message: string) => new DomainError("invalid", message);
export const unauthenticated = (message = "Please log in to continue.") => new DomainError("unauthenticated", message);
export const forbidden = (message = "You are not allowed to do that.") => new DomainError("forbidden", message);
export const notFound = (message = "Not found.") => new DomainError("notFound", message);
export const conflict = (message: string, detail?: Record<string, unknown>) =>
  new DomainError("conflict", message, undefined, undefined, detail);
/** This client asked too often: it may try again after `retryAfterSeconds`. */
export const throttled = (message: string, retryAfterSeconds?: number) =>
  new DomainError("throttled", message, undefined, retryAfterSeconds);
/** The shop is at what it can do right now for everyone: the excess is refused at once, to be tried again shortly. */
export const busy = (message: string, retryAfterSeconds = 2) =>
  new DomainError("busy", message, undefined, retryAfterSeconds);
/** The server's storage has no room left for what was sent: nothing of it was kept. */
export const storageFull = (message: string) => new DomainError("storageFull", message);
/** Something the shop depends on failed (a disk that refuses writes): nothing was changed, and trying again may work. */
export const unavailable = (message: string) => new DomainError("unavailable", message);
