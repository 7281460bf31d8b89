"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { PasswordInput } from "@/components/ui/password-input";
import { TextField } from "@/components/ui/text-field";
import { askForPasswordReset, resetPassword } from "@/lib/client/account-api";
import { failureMessage } from "@/lib/client/http";
import { keepNoticeForNextPage } from "@/lib/client/next-page-notice";
import { passwordResetPaths, passwordResetTexts } from "@/lib/domain/password-reset";
import { fieldError, useDomainMessage } from "@/lib/i18n/domain-messages";
import { localePath } from "@/lib/i18n/locales";
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from "@/lib/domain/validation/password-reset";

function Failure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}

/** A link that no longer works, and the way to a new one; `message` is the server's English. */
export function DeadResetLink({ message = passwordResetTexts.linkDead }: { message?: string }) {
  const t = useTranslations("account");
  const say = useDomainMessage();
  return (
    <div className="flex flex-col gap-4">
      <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
        {say(message)}
      </p>
      <Link href={passwordResetPaths.ask} className="btn-primary">
        {t("askAgain")}
      </Link>
    </div>
  );
}

export function ForgotPasswordForm() {
  const t = useTranslations("account");
  const say = useDomainMessage();
  const locale = useLocale();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The mail is written in the page's language, its link to this page's twin.
      setSent(say(await askForPasswordReset({ ...values, locale })));
    } catch (error) {
      setFailure(say(failureMessage(error, passwordResetTexts.askFailed)));
    }
  });

  if (sent)
    return (
      <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-green-900">
        {sent}
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Failure message={failure} />
      <TextField
        id="forgot-email"
        label={t("email")}
        type="email"
        autoComplete="email"
        error={fieldError(say, errors.email)}
        {...form.register("email")}
      />
      <button type="submit" className="btn-primary" disabled={isSubmitting}>
        {isSubmitting ? t("askBusy") : t("askButton")}
      </button>
    </form>
  );
}

/** The new password, by sign-up's rules; on success the server has signed this browser in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("account");
  const say = useDomainMessage();
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const [dead, setDead] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: "", cPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      keepNoticeForNextPage(say(await resetPassword(values)));
      setLeaving(true);
      // A full load, so that the header and every page read the new session: the home in this language.
      window.location.assign(localePath(locale, "/"));
    } catch (error) {
      const message = failureMessage(error, passwordResetTexts.resetFailed);
      if (message === passwordResetTexts.linkDead) setDead(true);
      else setFailure(say(message));
      form.resetField("password");
      form.resetField("cPassword");
    }
  });

  if (dead) return <DeadResetLink />;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Failure message={failure ?? fieldError(say, errors.token) ?? null} />
      <PasswordInput
        id="reset-password"
        label={t("newPasswordLower")}
        autoComplete="new-password"
        error={fieldError(say, errors.password)}
        {...form.register("password")}
      />
      <PasswordInput
        id="reset-confirm"
        label={t("confirmNewPassword")}
        autoComplete="new-password"
        error={fieldError(say, errors.cPassword)}
        {...form.register("cPassword")}
      />
      <button type="submit" className="btn-primary" disabled={isSubmitting || leaving}>
        {isSubmitting || leaving ? t("resetBusy") : t("resetButton")}
      </button>
    </form>
  );
}
