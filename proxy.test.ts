import { languageCookie } from "@/lib/i18n/locales";
import { config } from "./proxy";

describe("the proxy's paths", () => {
  it("run on the bare home page only for a shopper whose language cookie may move them", () => {
    expect(config.matcher[0]).toEqual({ source: "/", has: [{ type: "cookie", key: languageCookie }] });
    expect(config.matcher).not.toContain("/");
  });
});
