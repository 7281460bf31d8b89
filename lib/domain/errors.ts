// What the shop's rules throw when they say no, named by kind; only the API wrapper turns a kind into HTTP.

export type ErrorKind = "refused" | "invalid" | "unauthenticated" | "forbidden" | "notFound" | "conflict" | "throttled";

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** A refusal keyed by form field, as signup gives it: { email: "..." }. */
    readonly fields?: Record<string, string>,
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
export const conflict = (message: string) => new DomainError("conflict", message);
export const throttled = (message: string) => new DomainError("throttled", message);
