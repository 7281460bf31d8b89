import type { Metadata } from "next";
import { ProfileForm } from "@/components/account/profile-form";
import { requireUser } from "@/lib/server/auth/guards";

export const metadata: Metadata = { title: "My Account", robots: { index: false } };

export default async function ProfilePage() {
  const user = await requireUser();
  return (
    <div className="max-w-lg">
      <h1 className="mb-4 text-2xl font-bold">Personal Information</h1>
      <ProfileForm user={{ name: user.name, email: user.email, phoneNumber: user.phoneNumber ?? "" }} />
    </div>
  );
}
