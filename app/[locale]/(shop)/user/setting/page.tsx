import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { LogOutEverywhere } from "@/components/account/log-out-everywhere";
import { enterLocale } from "@/lib/i18n/page-locale";
import { requireUser } from "@/lib/server/auth/guards";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await enterLocale(params), namespace: "account" });
  return { title: t("setting"), robots: { index: false } };
}

export default async function SettingPage({ params }: PageProps) {
  await enterLocale(params);
  const [, t] = await Promise.all([requireUser(), getTranslations("account")]);
  return (
    <div className="flex max-w-lg flex-col gap-10">
      <section>
        <h1 className="mb-4 text-2xl font-bold">{t("changePasswordHeading")}</h1>
        <p className="mb-4 text-sm text-stone-600">{t("changePasswordNote")}</p>
        <ChangePasswordForm />
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-bold">{t("elsewhereHeading")}</h2>
        <p className="text-sm text-stone-600">{t("elsewhereNote")}</p>
        <LogOutEverywhere />
      </section>
    </div>
  );
}
