import { passwordResetTexts } from "../password-reset";
import { signupSchema } from "./auth";
import { forgotPasswordSchema, resetPasswordSchema } from "./password-reset";

const token = "A".repeat(43);
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("the 'Forgot password?' forms", () => {
  it("take an e-mail as sign-up does, lower-cased", () => {
    expect(forgotPasswordSchema.parse({ email: " Sana@Example.PK " })).toEqual({ email: "sana@example.pk" });
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: "" }))).toBe("Email is required");
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: "sana" }))).toBe("Enter a valid email address");
  });

  it("hold a new password to sign-up's rules, with sign-up's messages", () => {
    const cases = [
      { password: "short", cPassword: "short" },
      { password: "long-enough", cPassword: "other-one" },
      { password: "", cPassword: "" },
      { password: "x".repeat(73), cPassword: "x".repeat(73) },
      { password: "ü".repeat(40), cPassword: "ü".repeat(40) },
    ];
    for (const passwords of cases) {
      const asReset = firstMessage(resetPasswordSchema.safeParse({ token, ...passwords }));
      const asSignup = firstMessage(signupSchema.safeParse({ name: "Sana", email: "sana@example.pk", ...passwords }));
      expect(asReset).toBeDefined();
      expect(asReset).toBe(asSignup);
    }
    expect(resetPasswordSchema.parse({ token, password: "long-enough", cPassword: "long-enough" })).toEqual({
      token,
      password: "long-enough",
      cPassword: "long-enough",
    });
  });

  it("refuse a token that is not a whole link's as a link that does not work", () => {
    for (const broken of [undefined, "", token.slice(1), `${token}A`, `${token.slice(1)}=`, `${token.slice(1)}+`])
      expect(
        firstMessage(
          resetPasswordSchema.safeParse({ token: broken, password: "long-enough", cPassword: "long-enough" }),
        ),
      ).toBe(passwordResetTexts.linkDead);
  });
});
