"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { failureMessage } from "@/lib/client/http";
import { updateProfile } from "@/lib/client/account-api";
import { toast } from "@/lib/client/toast-store";
import { profileSchema, type ProfileInput } from "@/lib/domain/validation/auth";

export function ProfileForm({ user }: { user: { name: string; email: string; phoneNumber: string } }) {
  const router = useRouter();
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: user.name, phoneNumber: user.phoneNumber },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await updateProfile(values);
      toast.success("Information updated successfully!");
      router.refresh();
    } catch (error) {
      toast.error(
        failureMessage(
          error,
          "Failed to update information. Please try again.",
          "Network error. Please check your connection.",
        ),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        id="profile-name"
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextField
        id="profile-email"
        label="Email"
        type="email"
        value={user.email}
        readOnly
        disabled
        hint="You can't change your email"
      />
      <TextField
        id="profile-phone"
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        error={errors.phoneNumber?.message}
        {...form.register("phoneNumber")}
      />
      <button type="submit" className="btn-primary self-start" disabled={isSubmitting}>
        {isSubmitting ? "Updating..." : "Update Information"}
      </button>
    </form>
  );
}
