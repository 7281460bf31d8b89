import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { ForgotPasswordForm } from "@/components/account/password-reset-forms";
import { enterLocale } from "@/lib/i18n/page-locale";
import { PageMessages } from "@/lib/i18n/page-messages";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await enterLocale(params), namespace: "account" });
  return { title: t("forgotTitle"), robots: { index: false } };
}

function ForgotPassword() {
  const t = useTranslations("account");
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 rounded-xl border border-stone-200 p-6">
      <h1 className="text-xl font-bold">{t("askHeading")}</h1>
      <p className="text-stone-700">{t("askIntro")}</p>
      <PageMessages parts={["validation"]}>
        <ForgotPasswordForm />
      </PageMessages>
      <p className="text-center text-sm">
        <Link href="/login" className="font-semibold text-brand underline">
          {t("backToLogin")}
        </Link>
      </p>
    </div>
  );
}

export default async function ForgotPasswordPage({ params }: PageProps) {
  await enterLocale(params);
  return <ForgotPassword />;
}
