import { ApiRefusal, failureMessage, NetworkError, request } from "./http";

const answer = (body: unknown, status = 200) =>
  jest.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

describe("request", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  async function refusalFor(body: unknown, status = 200): Promise<ApiRefusal> {
    global.fetch = answer(body, status);
    const error: unknown = await request("/api/x", { body: {} }).catch((failure: unknown) => failure);
    if (!(error instanceof ApiRefusal)) throw new Error(`expected a refusal, got ${String(error)}`);
    return error;
  }

  it("answers the JSON of an accepted call, posting a JSON body", async () => {
    const fetch = answer({ success: "Done" });
    global.fetch = fetch;
    await expect(request("/api/x", { body: { a: 1 } })).resolves.toEqual({ success: "Done" });
    expect(fetch).toHaveBeenCalledWith(
      "/api/x",
      expect.objectContaining({ method: "POST", body: '{"a":1}', headers: { "content-type": "application/json" } }),
    );
  });

  it("turns a legacy 200 { error } and a failure status with { error } into the server's refusal", async () => {
    expect(await refusalFor({ error: "Invalid promo code" })).toMatchObject({
      message: "Invalid promo code",
      status: 200,
      explained: true,
    });
    expect(await refusalFor({ error: "Too many attempts" }, 429)).toMatchObject({ status: 429, explained: true });
  });

  it("reads signup's refusal per field, the first one as its message", async () => {
    const refusal = await refusalFor({ error: { email: "Email already exists", name: "Name is required" } });
    expect(refusal.fields).toEqual({ email: "Email already exists", name: "Name is required" });
    expect(refusal.message).toBe("Email already exists");
  });

  it("marks a failure status without a message as unexplained", async () => {
    const refusal = await refusalFor({ nothing: true }, 500);
    expect(refusal.explained).toBe(false);
    expect(failureMessage(refusal, "Failed to place order")).toBe("Failed to place order");
  });

  it("throws NetworkError when the server cannot be reached or answers something that is not JSON", async () => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError("fetch failed")));
    await expect(request("/api/x")).rejects.toBeInstanceOf(NetworkError);
    global.fetch = jest.fn(() => Promise.resolve(new Response("<html>", { status: 502 })));
    await expect(request("/api/x")).rejects.toBeInstanceOf(NetworkError);
  });

  it("lets an abort through as it is", async () => {
    const abort = new DOMException("The operation was aborted.", "AbortError");
    global.fetch = jest.fn(() => Promise.reject(abort));
    await expect(request("/api/x")).rejects.toBe(abort);
  });
});

describe("failureMessage", () => {
  it("shows the server's refusal, the network message, or the fallback", () => {
    expect(failureMessage(new ApiRefusal("Wrong password", 200), "Failed")).toBe("Wrong password");
    expect(failureMessage(new NetworkError(), "Failed")).toBe(
      "Network error. Please check your connection and try again.",
    );
    expect(failureMessage(new NetworkError(), "Failed", "Offline")).toBe("Offline");
    expect(failureMessage(new Error("bug"), "Failed")).toBe("Failed");
  });
});
