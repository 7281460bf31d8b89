import { redactedSmtpUrl, withTimeouts } from "./mailer";

describe("the SMTP address", () => {
  it("carries short timeouts unless it sets its own (a URL transport reads nothing else)", () => {
    const url = new URL(withTimeouts("smtp://user:secret@mail.example.pk:587?socketTimeout=5000"));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      socketTimeout: "5000",
      connectionTimeout: "10000",
      greetingTimeout: "10000",
    });
    expect(url.host).toBe("mail.example.pk:587");
  });

  it("is logged without its password", () => {
    expect(redactedSmtpUrl("smtp://user:secret@mail.example.pk:587")).toBe("smtp://user:***@mail.example.pk:587");
  });
});
