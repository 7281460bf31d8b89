import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { requireUser } from "@/lib/server/auth/guards";

export const metadata: Metadata = { title: "Setting", robots: { index: false } };

export default async function SettingPage() {
  const user = await requireUser();
  return (
    <div className="max-w-lg">
      <h1 className="mb-4 text-2xl font-bold">Change Password</h1>
      <ChangePasswordForm userId={user.id} />
    </div>
  );
}
