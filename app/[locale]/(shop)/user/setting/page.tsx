import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { LogOutEverywhere } from "@/components/account/log-out-everywhere";
import { requireUser } from "@/lib/server/auth/guards";

export const metadata: Metadata = { title: "Setting", robots: { index: false } };

export default async function SettingPage() {
  await requireUser();
  return (
    <div className="flex max-w-lg flex-col gap-10">
      <section>
        <h1 className="mb-4 text-2xl font-bold">Change Password</h1>
        <p className="mb-4 text-sm text-stone-600">
          Changing your password logs you out on every other phone and computer.
        </p>
        <ChangePasswordForm />
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-bold">Signed in somewhere else?</h2>
        <p className="text-sm text-stone-600">
          Log out on every phone and computer where your account is open, this one included.
        </p>
        <LogOutEverywhere />
      </section>
    </div>
  );
}
