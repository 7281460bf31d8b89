// The password-reset pages' English is passwordResetTexts', word for word.
import { createTranslator } from "next-intl";
import { passwordResetTexts } from "@/lib/domain/password-reset";
import { passwordMinLength } from "@/lib/domain/validation/auth";
import { messagesOf } from "./messages";

describe("the password-reset pages", () => {
  it("say in English what passwordResetTexts says", () => {
    const t = createTranslator({ locale: "en", messages: messagesOf("en"), namespace: "account" });
    const keys = ["forgotLink", "askHeading", "askIntro", "askButton", "askBusy", "backToLogin"] as const;
    const more = ["resetHeading", "resetButton", "resetBusy", "askAgain"] as const;
    for (const key of [...keys, ...more]) expect({ key, text: t(key) }).toEqual({ key, text: passwordResetTexts[key] });
    expect(t("resetIntro", { min: String(passwordMinLength) })).toBe(passwordResetTexts.resetIntro);
  });
});
