// Errors a handler may throw on purpose; withApi turns each into its status and { error }.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** What the client reads as `error`, when it is more than the message (signup's field map). */
    readonly detail?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = "Please log in to continue.") => new ApiError(401, message);
export const forbidden = (message = "You are not allowed to do that.") => new ApiError(403, message);
export const notFound = (message = "Not found.") => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const payloadTooLarge = (message: string) => new ApiError(413, message);
export const tooManyRequests = (message: string) => new ApiError(429, message);
/** A refusal the legacy clients read from a 200 response (field rules, wrong password ...). */
export const refusal = (message: string) => new ApiError(200, message);
/** A refusal keyed by form field, as signup answers: { error: { email: "..." } }. */
export const fieldRefusal = (fields: Record<string, string>) =>
  new ApiError(200, Object.values(fields)[0] ?? "Invalid input.", fields);
