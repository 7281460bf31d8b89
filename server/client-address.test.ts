import { throttledNetwork } from "../lib/app-server";
import { isPrivateAddress, parseTrustProxy, resolveClient } from "./client-address";

const resolve = (
  trust: string | undefined,
  forwardedFor?: string,
  socketAddress = "203.0.113.9",
  forwardedProto?: string,
) => resolveClient({ socketAddress, forwardedFor, forwardedProto }, parseTrustProxy(trust));

describe("resolveClient", () => {
  it("believes no header without TRUST_PROXY: the socket's peer is the client", () => {
    expect(resolve(undefined, "1.2.3.4")).toMatchObject({ address: "203.0.113.9", https: false });
    expect(resolve("0", "1.2.3.4", "203.0.113.9", "https")).toMatchObject({ address: "203.0.113.9", https: false });
    expect(resolve("", undefined, "::ffff:127.0.0.1")).toMatchObject({ address: "127.0.0.1", https: false });
  });

  it("takes the address the trusted hops appended, whatever the client put before it", () => {
    // nginx appends the address it saw: "<what the client sent>, <the client>".
    expect(resolve("1", "6.6.6.6, 198.51.100.7", "127.0.0.1", "https")).toMatchObject({
      address: "198.51.100.7",
      https: true,
    });
    expect(resolve("2", "6.6.6.6, 198.51.100.7, 10.0.0.2", "127.0.0.1")).toMatchObject({
      address: "198.51.100.7",
      https: false,
    });
    // Fewer hops than trusted: the furthest one there is.
    expect(resolve("3", "198.51.100.7", "127.0.0.1").address).toBe("198.51.100.7");
  });

  it("trusts proxies by address and CIDR range", () => {
    expect(resolve("127.0.0.1, 10.0.0.0/8", "6.6.6.6, 198.51.100.7, 10.1.2.3", "127.0.0.1").address).toBe(
      "198.51.100.7",
    );
    // A peer outside the list is the client, whatever it forwards.
    expect(resolve("10.0.0.0/8", "1.2.3.4", "203.0.113.9", "https")).toMatchObject({
      address: "203.0.113.9",
      https: false,
    });
    expect(resolve("::1", "198.51.100.7", "::1").address).toBe("198.51.100.7");
  });

  it("reads addresses with the ports some proxies add", () => {
    expect(resolve("1", "6.6.6.6, 198.51.100.7:53211", "127.0.0.1").address).toBe("198.51.100.7");
    expect(resolve("1", "[2001:db8::7]:443", "127.0.0.1").address).toBe("2001:db8::7");
  });

  it("tells a proxy's private address from a client's", () => {
    expect(["127.0.0.1", "10.1.2.3", "192.168.0.9", "172.20.0.1", "::1", "fd00::1"].map(isPrivateAddress)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(["203.0.113.9", "2001:db8::1", "172.32.0.1", "junk"].map(isPrivateAddress)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("stops at an entry that is not an address", () => {
    expect(resolve("2", "junk, 10.0.0.2", "127.0.0.1").address).toBe("10.0.0.2");
    expect(resolve("1", "", "127.0.0.1").address).toBe("127.0.0.1");
  });

  it("refuses a TRUST_PROXY it cannot read", () => {
    expect(() => parseTrustProxy("true")).toThrow(/TRUST_PROXY must be/);
    expect(() => parseTrustProxy("10.0.0.0/99")).toThrow(/bad prefix/);
  });
});

describe("throttledNetwork", () => {
  it("counts an IPv4 client by its address and an IPv6 client by its /64, however it is written", () => {
    expect(throttledNetwork("203.0.113.9")).toBe("203.0.113.9");
    expect(throttledNetwork("2001:DB8:0:12::1")).toBe("2001:db8:0:12::/64");
    expect(throttledNetwork("2001:0db8:0000:0012:abcd:ef01:2345:6789")).toBe("2001:db8:0:12::/64");
    expect(throttledNetwork("2001:db8::")).toBe("2001:db8:0:0::/64");
  });
});
