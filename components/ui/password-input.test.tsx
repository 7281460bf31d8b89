import { renderToStaticMarkup } from "react-dom/server";
import { inLocale } from "@/test/support/intl";
import { PasswordInput } from "./password-input";

describe("the password field's toggle", () => {
  it("says Show in English, as before", () => {
    const html = renderToStaticMarkup(inLocale(<PasswordInput id="password" label="Password" />, "en"));
    expect(html).toContain('aria-label="Show password"');
    expect(html).toContain(">Show</button>");
  });

  it("speaks Urdu on Urdu pages", () => {
    const html = renderToStaticMarkup(inLocale(<PasswordInput id="password" label="پاس ورڈ" />, "ur"));
    expect(html).toContain('aria-label="پاس ورڈ دکھائیں"');
    expect(html).toContain(">دکھائیں</button>");
  });
});
