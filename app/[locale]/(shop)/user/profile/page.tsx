import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProfileForm } from "@/components/account/profile-form";
import { enterLocale } from "@/lib/i18n/page-locale";
import { requireUser } from "@/lib/server/auth/guards";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await enterLocale(params), namespace: "account" });
  return { title: t("myAccount"), robots: { index: false } };
}

export default async function ProfilePage({ params }: PageProps) {
  await enterLocale(params);
  const [user, t] = await Promise.all([requireUser(), getTranslations("account")]);
  return (
    <div className="max-w-lg">
      <h1 className="mb-4 text-2xl font-bold">{t("personalInformation")}</h1>
      <ProfileForm user={{ name: user.name, email: user.email, phoneNumber: user.phoneNumber ?? "" }} />
    </div>
  );
}
