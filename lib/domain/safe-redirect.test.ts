import { safeNextPath } from "./safe-redirect";

describe("safeNextPath", () => {
  it("keeps local paths and refuses everything else", () => {
    expect(safeNextPath("/user/orders?x=1")).toBe("/user/orders?x=1");
    expect(safeNextPath("https://evil.example")).toBe("/");
    expect(safeNextPath("//evil.example")).toBe("/");
    expect(safeNextPath("/\\evil.example")).toBe("/");
    expect(safeNextPath(undefined)).toBe("/");
  });
});
