"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { PasswordInput } from "@/components/ui/password-input";
import { NetworkError, postJson } from "@/lib/client/api";
import { toast } from "@/lib/client/toast-store";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/domain/validation/auth";

const empty = { oldPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordForm({ userId }: { userId: string }) {
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await postJson<{ success?: string; error?: string }>("/api/user/change-password", {
        uId: userId,
        ...values,
      });
      if (result.error) {
        toast.error(result.error);
        form.setError("oldPassword", { message: result.error });
        return;
      }
      toast.success(result.success ?? "Password changed successfully");
      form.reset(empty);
    } catch (error) {
      toast.error(
        error instanceof NetworkError
          ? "Network error. Please check your connection and try again."
          : "Failed to change password",
      );
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
