// What is wrong with the HTTP request itself (its body, its size), decided by the API layer only;
// a rule of the shop says no with a domain error (lib/domain/errors.ts) instead.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const payloadTooLarge = (message: string) => new ApiError(413, message);
