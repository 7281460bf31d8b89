// The account's forms look each message up by its English text (account-messages.ts): every message
// the rules and the server give them must be in messages/en/accountValidation.json word for word,
// or the Urdu page would show it in English. (The API routes' own successes are pinned by their
// integration tests; here each key is tied to the constant it comes from.)
import { createTranslator } from "next-intl";
import { passwordResetTexts } from "@/lib/domain/password-reset";
import { phoneMessages } from "@/lib/domain/phone";
import {
  changePasswordSchema,
  passwordMinLength,
  loginSchema,
  profileSchema,
  signupSchema,
} from "@/lib/domain/validation/auth";
import { resetPasswordSchema } from "@/lib/domain/validation/password-reset";
import { passwordChecksThrottledMessage, throttledMessage } from "@/lib/server/auth/login-throttle";
import { busyMessage, tooManyAtOnceMessage } from "@/lib/server/auth/password-gate";
import { duplicateEmail, invalidCredentials, signupThrottledMessage, wrongOldPassword } from "@/lib/server/users";
import { accountMessageIn } from "./account-messages";
import type { Locale } from "./locales";
import { messagesOf } from "./messages";

jest.mock("@/lib/server/db", () => ({ db: {} }));

const sayIn = (locale: Locale) => {
  const t = createTranslator({ locale, messages: messagesOf(locale), namespace: "accountValidation" });
  return (message: string) => accountMessageIn((key, values) => t(key, values), message);
};
const inEnglish = sayIn("en");
const inUrdu = sayIn("ur");

/** What the rules' schemas say about `input`, each message once. */
const complaints = (
  schema: { safeParse: (input: unknown) => { error?: { issues: { message: string }[] } } },
  input: unknown,
) => (schema.safeParse(input).error?.issues ?? []).map((issue) => issue.message);

const long = "x".repeat(300);
const ruleMessages = [
  ...complaints(loginSchema, { email: "", password: "" }),
  ...complaints(loginSchema, { email: long, password: long }),
  ...complaints(signupSchema, { name: "", email: "", password: "", cPassword: "" }),
  ...complaints(signupSchema, { name: long, email: "not an address", password: "short", cPassword: "other" }),
  ...complaints(signupSchema, { name: "A", email: "a@b.pk", password: long, cPassword: long }),
  ...complaints(profileSchema, { name: "", phoneNumber: "12" }),
  ...complaints(changePasswordSchema, { oldPassword: "", newPassword: "", confirmPassword: "" }),
  ...complaints(changePasswordSchema, { oldPassword: "a", newPassword: "short", confirmPassword: "other" }),
  ...complaints(resetPasswordSchema, { token: "bad", password: "longenough", cPassword: "longenough" }),
];

const serverMessages = [
  invalidCredentials,
  duplicateEmail,
  signupThrottledMessage,
  wrongOldPassword,
  throttledMessage,
  passwordChecksThrottledMessage,
  busyMessage,
  tooManyAtOnceMessage,
  ...Object.values(phoneMessages),
  passwordResetTexts.linkSent,
  passwordResetTexts.askFailed,
  passwordResetTexts.tooManyAsked,
  passwordResetTexts.resetFailed,
  passwordResetTexts.linkDead,
  passwordResetTexts.tooManyWrongLinks,
  passwordResetTexts.passwordChanged,
];

describe("the account's messages", () => {
  it("has each message of the rules' schemas", () => {
    expect(ruleMessages.length).toBeGreaterThan(12);
    for (const message of new Set(ruleMessages))
      expect({ message, urdu: inUrdu(message) !== message }).toEqual({ message, urdu: true });
  });

  it.each(serverMessages)("has the server's '%s'", (message) => {
    expect(inEnglish(message)).toBe(message);
    expect(inUrdu(message)).not.toBe(message);
  });

  it("fills the rules' numbers in", () => {
    expect(inUrdu("Minimum 8 characters")).toBe("کم از کم 8 حروف");
  });

  it("leaves a message it does not know as it came", () => {
    expect(inUrdu("Something new went wrong")).toBe("Something new went wrong");
  });
});

describe("the password-reset pages", () => {
  it("say in English what passwordResetTexts says", () => {
    const t = createTranslator({ locale: "en", messages: messagesOf("en"), namespace: "account" });
    const keys = ["forgotLink", "askHeading", "askIntro", "askButton", "askBusy", "backToLogin"] as const;
    const more = ["resetHeading", "resetButton", "resetBusy", "askAgain"] as const;
    for (const key of [...keys, ...more]) expect({ key, text: t(key) }).toEqual({ key, text: passwordResetTexts[key] });
    expect(t("resetIntro", { min: String(passwordMinLength) })).toBe(passwordResetTexts.resetIntro);
  });
});
