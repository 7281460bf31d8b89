import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { safeNextPath } from "@/lib/domain/safe-redirect";
import { localePath } from "@/lib/i18n/locales";
import { enterLocale } from "@/lib/i18n/page-locale";
import { PageMessages } from "@/lib/i18n/page-messages";
import { getSessionUser } from "@/lib/server/auth/current-user";
import { LoginPageClient } from "./login-client";

type LoginPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ next?: string | string[] }>;
};

export async function generateMetadata({ params }: LoginPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await enterLocale(params), namespace: "account" });
  return { title: t("login"), robots: { index: false } };
}

export default async function LoginPage({ params, searchParams }: LoginPageProps) {
  const locale = await enterLocale(params);
  // Without a page to go back to, the home in this page's language.
  const next = safeNextPath((await searchParams).next ?? localePath(locale, "/"));
  if (await getSessionUser()) redirect(next);
  return (
    <div className="mx-auto max-w-md rounded-xl border border-stone-200 p-6">
      <PageMessages parts={["validation"]}>
        <LoginPageClient next={next} />
      </PageMessages>
    </div>
  );
}
