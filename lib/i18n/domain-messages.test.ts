// The "validation" part's English is the domain's messages, word for word: a message changed in
// lib/domain without its text here (or the other way round) would show the shopper the English
// one on the Urdu pages, or nothing of it. The checkout's, tracking's and accounts' forms and the
// server's refusals they show are all here.
import { createTranslator } from "next-intl";
import type { z } from "zod";
import { NetworkError, failureMessage } from "@/lib/client/http";
import { orderLimitMessages } from "@/lib/domain/order-limits";
import { phoneMessages } from "@/lib/domain/phone";
import { promoMessages } from "@/lib/domain/promo";
import { checkoutFormSchema, emptyCartMessage, placeOrderMessages } from "@/lib/domain/validation/checkout";
import { trackOrderMessages, trackOrderSchema } from "@/lib/domain/validation/track-order";
import english from "@/messages/en/validation.json";
import { passwordResetTexts } from "@/lib/domain/password-reset";
import { changePasswordSchema, loginSchema, profileSchema, signupSchema } from "@/lib/domain/validation/auth";
import { resetPasswordSchema } from "@/lib/domain/validation/password-reset";
import { reviewMessages } from "@/lib/domain/reviews";
import { reviewFormSchema } from "@/lib/domain/validation/review";
import { passwordChecksThrottledMessage, throttledMessage } from "@/lib/server/auth/login-throttle";
import { busyMessage, tooManyAtOnceMessage } from "@/lib/server/auth/password-gate";
import { duplicateEmail, invalidCredentials, signupThrottledMessage, wrongOldPassword } from "@/lib/server/users";
import { domainMessageIn, domainMessageKey } from "./domain-messages";
import { messagesOf as messageFilesOf } from "./messages";

jest.mock("@/lib/server/db", () => ({ db: {} }));

/** Every message a schema gives for these inputs. */
function messagesOf(schema: z.ZodType, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);
}

const long = "x".repeat(2000);

const formMessages = messagesOf(checkoutFormSchema, [
  {},
  { fullName: "", phoneNumber: "", shippingAddress: "", city: "" },
  { fullName: long, phoneNumber: long, email: long, shippingAddress: long, city: long, specialInstructions: long },
  { fullName: "A", phoneNumber: "12345", email: "not an email", shippingAddress: "A", city: "A" },
  { fullName: "A", phoneNumber: "+44 20 7946 0958", shippingAddress: "A", city: "A" },
]);

const trackMessages = messagesOf(trackOrderSchema, [
  {},
  { orderNumber: "nope", phone: "12345" },
  { orderNumber: long },
]);

const accountFormMessages = [
  ...messagesOf(loginSchema, [
    { email: "", password: "" },
    { email: long, password: long },
  ]),
  ...messagesOf(signupSchema, [
    { name: "", email: "", password: "", cPassword: "" },
    { name: long, email: "not an address", password: "short", cPassword: "other" },
    { name: "A", email: "a@b.pk", password: long, cPassword: long },
  ]),
  ...messagesOf(profileSchema, [{ name: "", phoneNumber: "12" }]),
  ...messagesOf(changePasswordSchema, [
    { oldPassword: "", newPassword: "", confirmPassword: "" },
    { oldPassword: "a", newPassword: "short", confirmPassword: "other" },
  ]),
  ...messagesOf(resetPasswordSchema, [{ token: "bad", password: "longenough", cPassword: "longenough" }]),
];
/** The review form's checks and the refusals it shows. */
const reviewTexts = [
  ...messagesOf(reviewFormSchema, [{}, { rating: 9, review: long }]),
  reviewMessages.duplicate,
  reviewMessages.loginRequired,
];

const accountRefusals = [
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

/**
 * Answers the account's API routes write inline rather than as a domain constant (their integration
 * tests pin the English): held here by key.
 */
const answeredByRoutes = [
  "loginFailed",
  "signupFailed",
  "accountCreated",
  "sessionExpired",
  "ownAccountOnly",
  "userNotFound",
  "passwordChangedOk",
  "changePasswordFailed",
  "updateFailed",
  "loggedOutEverywhere",
  "logOutEverywhereFailed",
  "networkErrorShort",
];

const refusals = [
  emptyCartMessage,
  ...Object.values(placeOrderMessages),
  ...Object.values(promoMessages),
  ...Object.values(trackOrderMessages),
  ...Object.values(phoneMessages),
  orderLimitMessages.openPerPhone,
  orderLimitMessages.openPerNetwork,
  failureMessage(new NetworkError("offline"), "unused"),
];

describe("the domain's messages in the message files", () => {
  it("finds every message the checkout's and tracking's forms give", () => {
    // The inputs above reach each of the form's checks, the phone's foreign number included.
    expect(formMessages).toEqual(expect.arrayContaining([phoneMessages.foreign, "Special instructions are too long"]));
    expect([...new Set([...formMessages, ...trackMessages])].filter((text) => !domainMessageKey(text))).toEqual([]);
  });

  it("finds every refusal the checkout and tracking show", () => {
    expect(refusals.filter((text) => !domainMessageKey(text))).toEqual([]);
  });

  it("finds every message the accounts' forms give and every refusal they show", () => {
    expect(accountFormMessages.length).toBeGreaterThan(12);
    expect(
      [...new Set([...accountFormMessages, ...accountRefusals])].filter((text) => !domainMessageKey(text)),
    ).toEqual([]);
  });

  it("finds every message the review form gives and every refusal it shows", () => {
    expect(reviewTexts.length).toBeGreaterThan(3);
    expect([...new Set(reviewTexts)].filter((text) => !domainMessageKey(text))).toEqual([]);
  });

  it("fills the rules' numbers in", () => {
    const urdu = createTranslator({ locale: "ur", messages: messageFilesOf("ur"), namespace: "validation" });
    expect(domainMessageIn(urdu, "Minimum 8 characters")).toBe("کم از کم 8 حروف");
  });

  it("holds no text the domain no longer says", () => {
    const said = new Set(
      [...formMessages, ...trackMessages, ...refusals, ...accountFormMessages, ...accountRefusals, ...reviewTexts].map(
        domainMessageKey,
      ),
    );
    expect(
      Object.keys(english).filter((key) => !said.has(key as keyof typeof english) && !answeredByRoutes.includes(key)),
    ).toEqual([]);
  });

  it("leaves a message it does not know to the server's English", () => {
    expect(domainMessageKey("Sorry, Mamra Almonds (500g) is out of stock in the quantity you asked for.")).toBe(
      undefined,
    );
  });
});
