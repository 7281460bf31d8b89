import { safeNextPath } from "./safe-redirect";

describe("safeNextPath", () => {
  it.each([
    ["/user/orders?x=1", "/user/orders?x=1"],
    ["/admin/dashboard/orders?status=Shipped#top", "/admin/dashboard/orders?status=Shipped#top"],
    ["/checkout", "/checkout"],
    ["/products/a/../b", "/products/b"],
  ])("keeps the local path %j", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    // Absolute URLs and schemes.
    "https://evil.example",
    "http://evil.example/user",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "evil.example",
    "",
    // Protocol-relative, with every way a browser reads two slashes.
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\u0000/evil.example",
    " //evil.example",
    // Encoded and double-encoded slashes that become protocol-relative when decoded.
    "/%2F%2Fevil.example",
    "/%2f%5cevil.example",
    "/%5C%5Cevil.example",
    "/%09/evil.example",
    "/%E0%A4%A",
    // Dot segments that climb to a protocol-relative path.
    "/..//evil.example",
    "/.//evil.example",
    "x".repeat(3000),
  ])("sends %j home", (next) => {
    expect(safeNextPath(next)).toBe("/");
  });

  it("refuses what is not a single string", () => {
    expect(safeNextPath(undefined)).toBe("/");
    expect(safeNextPath(["/user", "//evil.example"])).toBe("/");
    expect(safeNextPath(42)).toBe("/");
  });
});
