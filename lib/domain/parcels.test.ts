import { trackingLink } from "./parcels";

describe("a courier's tracking page for one parcel", () => {
  it("puts the consignment number where the template says, every time it says it", () => {
    expect(trackingLink("https://www.tcsexpress.com/track/{cn}", "77012345678")).toBe(
      "https://www.tcsexpress.com/track/77012345678",
    );
    expect(trackingLink("https://x.pk/t?cn={cn}&again={cn}", "LE-7501234")).toBe(
      "https://x.pk/t?cn=LE-7501234&again=LE-7501234",
    );
  });

  it("encodes a number that would change the address, and never reads it as a replacement pattern", () => {
    expect(trackingLink("https://x.pk/t?cn={cn}&lang=en", "A B/&?#=")).toBe(
      "https://x.pk/t?cn=A%20B%2F%26%3F%23%3D&lang=en",
    );
    expect(trackingLink("https://x.pk/track/{cn}", "$&$1$'")).toBe("https://x.pk/track/%24%26%241%24'");
    expect(trackingLink("https://x.pk/track/{cn}", "کراچی")).toBe("https://x.pk/track/%DA%A9%D8%B1%D8%A7%DA%86%DB%8C");
  });

  it("is none for a courier without a tracking page, or a parcel without a number", () => {
    expect(trackingLink(null, "77012345678")).toBeNull();
    expect(trackingLink("https://x.pk/track/{cn}", null)).toBeNull();
    expect(trackingLink("https://x.pk/track/{cn}", "")).toBeNull();
  });
});
