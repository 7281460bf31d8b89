// The free-delivery rule has one threshold (pricing.ts) and one way of saying it: "Rs. 5,000 or more",
// since an order of exactly Rs. 5,000 is delivered free. Only the top bar keeps the spec's own words.
import type { ReactElement } from "react";
import type * as Pricing from "@/lib/domain/pricing";

/**
 * Each text that states the rule, as plain text, rendered with the modules as they are loaded now
 * (the renderer too: a registry of its own has a React of its own).
 */
async function freeDeliveryTexts() {
  const [
    { renderToStaticMarkup },
    { AboutUs, ShippingPolicy },
    { PromoBanner },
    { PurchaseAssurances },
    { freeDeliveryThreshold },
    { demoSlides },
    { createTranslator },
    { messagesOf },
    { inLocale },
  ] = await Promise.all([
    import("react-dom/server"),
    // The static pages' texts (their pages add only the language and the metadata).
    import("./info-pages"),
    import("./promo-banner"),
    import("./purchase-assurances"),
    import("@/lib/domain/pricing"),
    import("@/prisma/seed/catalogue"),
    import("next-intl"),
    import("@/lib/i18n/messages"),
    import("@/test/support/intl"),
  ]);
  const header = createTranslator({ locale: "en", messages: messagesOf("en"), namespace: "header" });
  const plain = (element: ReactElement) =>
    renderToStaticMarkup(inLocale(element))
      .replace(/<[^>]+>/g, " ")
      .replace(/\u00a0|&nbsp;/g, " ")
      .replace(/\s+/g, " ");
  return {
    texts: {
      "about us": plain(<AboutUs />),
      "shipping policy": plain(<ShippingPolicy />),
      "home page banner": plain(<PromoBanner />),
      "product page": plain(<PurchaseAssurances />),
      "the demo's home slide": demoSlides.map((slide) => slide.subtitle.replace(/\u00a0/g, " ")).join(" "),
    },
    topBar: header("freeShipping", { threshold: String(freeDeliveryThreshold) }),
    urduSlide: demoSlides.map((slide) => slide.subtitleUr.replace(/\u00a0/g, " ")).join(" "),
  };
}

/** Every mention of the amount in each text: all of them should read "Rs. N or more". */
const mentions = (texts: Record<string, string>, amount: string) =>
  Object.fromEntries(
    Object.entries(texts).map(([where, text]) => [
      where,
      [...text.matchAll(new RegExp(`(?:\\w+ )?Rs\\. ${amount}(?: or more)?`, "g"))].map(([found]) => found),
    ]),
  );

describe("the free-delivery texts", () => {
  it("all say 'Rs. 5,000 or more', and the top bar says what the spec says", async () => {
    const { texts, topBar, urduSlide } = await freeDeliveryTexts();
    expect(topBar).toBe("FREE SHIPPING ON ORDERS OVER RS. 5000");
    expect(urduSlide).toContain("Rs. 5,000 یا اس سے زیادہ کے آرڈر پر");
    expect(mentions(texts, "5,000")).toEqual({
      "about us": ["of Rs. 5,000 or more"],
      "shipping policy": ["of Rs. 5,000 or more"],
      "home page banner": ["of Rs. 5,000 or more"],
      "product page": ["of Rs. 5,000 or more"],
      "the demo's home slide": ["of Rs. 5,000 or more"],
    });
  });

  it("all follow the threshold when it changes", async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock("@/lib/domain/pricing", () => ({
        ...jest.requireActual<typeof Pricing>("@/lib/domain/pricing"),
        freeDeliveryThreshold: 7500,
      }));
      const { texts, topBar, urduSlide } = await freeDeliveryTexts();
      expect(topBar).toBe("FREE SHIPPING ON ORDERS OVER RS. 7500");
      expect(urduSlide).toContain("Rs. 7,500 یا اس سے زیادہ کے آرڈر پر");
      expect(mentions(texts, "7,500")).toEqual(
        Object.fromEntries(Object.keys(texts).map((where) => [where, ["of Rs. 7,500 or more"]])),
      );
      expect(Object.values(texts).join(" ")).not.toContain("5,000");
    });
  });
});
