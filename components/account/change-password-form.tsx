"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiRefusal, failureMessage } from "@/lib/client/http";
import { changePassword } from "@/lib/client/account-api";
import { toast } from "@/lib/client/toast-store";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/domain/validation/auth";
import { fieldError, useDomainMessage } from "@/lib/i18n/domain-messages";

const empty = { oldPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const t = useTranslations("account");
  const say = useDomainMessage();
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      toast.success(say(await changePassword(values)));
      form.reset(empty);
    } catch (error) {
      const message = say(failureMessage(error, "Failed to change password"));
      toast.error(message);
      if (error instanceof ApiRefusal && error.explained) form.setError("oldPassword", { message });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <PasswordInput
        id="old-password"
        label={t("oldPassword")}
        autoComplete="current-password"
        error={fieldError(say, errors.oldPassword)}
        {...form.register("oldPassword")}
      />
      <PasswordInput
        id="new-password"
        label={t("newPassword")}
        autoComplete="new-password"
        error={fieldError(say, errors.newPassword)}
        {...form.register("newPassword")}
      />
      <PasswordInput
        id="confirm-password"
        label={t("confirmPasswordTitle")}
        autoComplete="new-password"
        error={fieldError(say, errors.confirmPassword)}
        {...form.register("confirmPassword")}
      />
      <button type="submit" className="btn-primary self-start" disabled={isSubmitting}>
        {isSubmitting ? t("changingPassword") : t("changePassword")}
      </button>
    </form>
  );
}
