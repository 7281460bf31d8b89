import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { DeadResetLink, ResetPasswordForm } from "@/components/account/password-reset-forms";
import { DomainError } from "@/lib/domain/errors";
import { passwordMinLength } from "@/lib/domain/validation/auth";
import { enterLocale } from "@/lib/i18n/page-locale";
import { PageMessages } from "@/lib/i18n/page-messages";
import { clientAddress } from "@/lib/server/auth/client-address";
import { resetLinkWorks } from "@/lib/server/password-reset";

// Where a 'Forgot password?' e-mail leads. The token in its address is a secret: the page is never
// indexed and sends no referrer.
type ResetPasswordPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

export async function generateMetadata({ params }: ResetPasswordPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await enterLocale(params), namespace: "account" });
  return { title: t("resetHeading"), robots: { index: false }, referrer: "no-referrer" };
}

/** Whether the link works; a network that tried too many that do not is told so instead. */
async function linkState(token: string): Promise<"works" | "dead" | { refused: string }> {
  try {
    return (await resetLinkWorks(token, clientAddress(await headers()))) ? "works" : "dead";
  } catch (error) {
    if (error instanceof DomainError && error.kind === "throttled") return { refused: error.message };
    throw error;
  }
}

export default async function ResetPasswordPage({ params, searchParams }: ResetPasswordPageProps) {
  await enterLocale(params);
  const t = await getTranslations("account");
  const { token } = await searchParams;
  const state = typeof token === "string" ? await linkState(token) : "dead";
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 rounded-xl border border-stone-200 p-6">
      <h1 className="text-xl font-bold">{t("resetHeading")}</h1>
      <PageMessages parts={["validation"]}>
        {state === "works" && typeof token === "string" ? (
          <>
            <p className="text-stone-700">{t("resetIntro", { min: String(passwordMinLength) })}</p>
            <ResetPasswordForm token={token} />
          </>
        ) : (
          <DeadResetLink message={typeof state === "object" ? state.refused : undefined} />
        )}
      </PageMessages>
    </div>
  );
}
