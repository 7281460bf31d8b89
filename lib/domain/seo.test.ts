import { canonicalUrl, productJsonLd, returnPolicyJsonLd, storeJsonLd } from "./seo";

describe("canonicalUrl", () => {
  it("names the home page without its final slash, as Next.js writes its canonical link, and other pages whole", () => {
    expect(canonicalUrl("https://margalladryfruits.pk", "/")).toBe("https://margalladryfruits.pk");
    expect(canonicalUrl("https://margalladryfruits.pk/", "/")).toBe("https://margalladryfruits.pk");
    expect(canonicalUrl("https://margalladryfruits.pk", "/about-us")).toBe("https://margalladryfruits.pk/about-us");
  });
});

describe("the shop's structured data", () => {
  const site = "https://margalladryfruits.pk";

  it("names the store, its address and its return policy on the home page", () => {
    expect(storeJsonLd(site)).toMatchObject({
      "@type": "OnlineStore",
      name: "Margalla Dry Fruits",
      url: site,
      address: { addressLocality: "Islamabad", addressCountry: "PK" },
      hasMerchantReturnPolicy: {
        merchantReturnDays: 7,
        merchantReturnLink: `${site}/return-exchange-policy`,
      },
    });
  });

  it("gives each offer the delivery charge of its price and the policy's days", () => {
    const product = {
      id: "p1",
      name: "Mamra Almonds",
      description: "",
      stock: 5,
      images: [],
      rating: null,
      category: null,
      price: 9000,
      offer: 10,
      hasWeightSelection: true,
    };
    const { offers } = productJsonLd(site, product);
    expect(offers.shippingDetails).toMatchObject({
      shippingRate: { value: 249, currency: "PKR" },
      shippingDestination: { addressCountry: "PK" },
      deliveryTime: { transitTime: { minValue: 3, maxValue: 5, unitCode: "DAY" } },
    });
    expect(offers.hasMerchantReturnPolicy).toEqual(returnPolicyJsonLd(site));
    // A pack of Rs. 5,000 or more is delivered free, as at the checkout.
    const dear = productJsonLd(site, { ...product, price: 40_000, offer: 0 });
    expect(dear.offers.shippingDetails.shippingRate.value).toBe(0);
  });
});
