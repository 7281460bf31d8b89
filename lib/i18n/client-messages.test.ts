import { clientMessages, pageParts, shellParts } from "./client-messages";
import { messagesOf } from "./messages";

describe("clientMessages", () => {
  it("gives a page the parts asked for, and only those", () => {
    const picked = clientMessages("ur", ["checkout", "validation"]);
    expect(Object.keys(picked).sort()).toEqual(["checkout", "validation"]);
    expect(picked.validation).toBe(messagesOf("ur").validation);
  });

  it("leaves forms' checks, the checkout and tracking out of the shell every page carries", () => {
    for (const part of pageParts) expect(shellParts as readonly string[]).not.toContain(part);
  });
});
