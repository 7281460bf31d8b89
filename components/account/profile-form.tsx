"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { failureMessage } from "@/lib/client/http";
import { updateProfile } from "@/lib/client/account-api";
import { toast } from "@/lib/client/toast-store";
import { profileSchema, type ProfileInput } from "@/lib/domain/validation/auth";
import { fieldError, useDomainMessage } from "@/lib/i18n/domain-messages";

export function ProfileForm({ user }: { user: { name: string; email: string; phoneNumber: string } }) {
  const router = useRouter();
  const t = useTranslations("account");
  const say = useDomainMessage();
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: user.name, phoneNumber: user.phoneNumber },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await updateProfile(values);
      toast.success(t("profileUpdated"));
      router.refresh();
    } catch (error) {
      toast.error(
        say(
          failureMessage(
            error,
            "Failed to update information. Please try again.",
            "Network error. Please check your connection.",
          ),
        ),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        id="profile-name"
        label={t("name")}
        autoComplete="name"
        error={fieldError(say, errors.name)}
        {...form.register("name")}
      />
      <TextField
        id="profile-email"
        label={t("email")}
        type="email"
        value={user.email}
        readOnly
        disabled
        hint={t("emailFixed")}
      />
      <TextField
        id="profile-phone"
        label={t("phoneNumber")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        error={fieldError(say, errors.phoneNumber)}
        {...form.register("phoneNumber")}
      />
      <button type="submit" className="btn-primary self-start" disabled={isSubmitting}>
        {isSubmitting ? t("updating") : t("updateInformation")}
      </button>
    </form>
  );
}
