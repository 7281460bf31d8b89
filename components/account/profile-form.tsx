"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { NetworkError, postJson } from "@/lib/client/api";
import { toast } from "@/lib/client/toast-store";
import { profileSchema, type ProfileInput } from "@/lib/domain/validation/auth";

export function ProfileForm({ user }: { user: { id: string; name: string; email: string; phoneNumber: string } }) {
  const router = useRouter();
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: user.name, phoneNumber: user.phoneNumber },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await postJson<{ success?: string; error?: string }>("/api/user/edit-user", {
        uId: user.id,
        ...values,
      });
      if (result.error) {
        toast.error(result.error);
        return;
      }
      toast.success("Information updated successfully!");
      router.refresh();
    } catch (error) {
      toast.error(
        error instanceof NetworkError
          ? "Network error. Please check your connection."
          : "Failed to update information. Please try again.",
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
