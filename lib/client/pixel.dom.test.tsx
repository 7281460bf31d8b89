// The pixel's events name the page they happened on without its query: an order's page carries its
// secret key there (/orders/MDF-10234?key=...), and the event is stored and sent on to Meta.

afterAll(() => {
  delete process.env.NEXT_PUBLIC_META_PIXEL_ID;
});

it("sends the page's address without its query and fragment", async () => {
  // Read when the module loads: set before it is imported.
  process.env.NEXT_PUBLIC_META_PIXEL_ID = "pixel-1";
  const { trackPageViewOncePerSession } = await import("./pixel");
  const sent: unknown[] = [];
  globalThis.fetch = (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(init?.body as string));
    return Promise.resolve(Response.json({ success: true, forwarded: false }));
  };
  window.history.pushState(null, "", "/orders/MDF-10234?key=secret#top");

  trackPageViewOncePerSession();

  expect(sent).toEqual([expect.objectContaining({ event_source_url: "http://localhost/orders/MDF-10234" })]);
  expect(JSON.stringify(sent)).not.toContain("secret");
});
