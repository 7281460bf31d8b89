"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiRefusal, failureMessage } from "@/lib/client/http";
import { changePassword } from "@/lib/client/account-api";
import { toast } from "@/lib/client/toast-store";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/domain/validation/auth";

const empty = { oldPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      toast.success(await changePassword(values));
      form.reset(empty);
    } catch (error) {
      const message = failureMessage(error, "Failed to change password");
      toast.error(message);
      if (error instanceof ApiRefusal && error.explained) form.setError("oldPassword", { message });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <PasswordInput
        id="old-password"
        label="Old Password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...form.register("oldPassword")}
      />
      <PasswordInput
        id="new-password"
        label="New Password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register("newPassword")}
      />
      <PasswordInput
        id="confirm-password"
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <button type="submit" className="btn-primary self-start" disabled={isSubmitting}>
        {isSubmitting ? "Changing Password..." : "Change password"}
      </button>
    </form>
  );
}
