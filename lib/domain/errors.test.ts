// A limit shared by the whole process throws the error class of whichever bundle made it.
import { DomainError, throttled } from "./errors";
import type * as Errors from "./errors";

describe("DomainError", () => {
  it("is known by instanceof to every copy of the module", () => {
    const error = throttled("Too many.");
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const copy = require("./errors") as typeof Errors;
      expect(copy.DomainError).not.toBe(DomainError);
      expect(error instanceof copy.DomainError).toBe(true);
      expect(copy.busy("Busy.") instanceof DomainError).toBe(true);
    });
    expect(new Error("plain") instanceof DomainError).toBe(false);
  });
});
