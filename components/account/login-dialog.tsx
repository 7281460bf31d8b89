"use client";
import dynamic from "next/dynamic";
import { Suspense } from "react";
import { useLocale, useTranslations } from "next-intl";
import { CloseButton, Modal } from "@/components/ui/modal";
import { useUi } from "@/lib/client/ui-store";
import { localePath } from "@/lib/i18n/locales";
import { LoadedMessages } from "@/lib/i18n/more-messages";

function Loading() {
  const t = useTranslations("account");
  return <p className="py-16 text-center text-sm text-stone-600">{t("loading")}</p>;
}

// The forms bring zod, react-hook-form and next-auth's client, and their checks' messages: loaded
// when the dialog first opens, not with every shop page.
const AuthPanel = dynamic(() => import("./auth-forms").then((forms) => forms.AuthPanel), { loading: Loading });

/** The login/register dialog reachable from every page. */
export function LoginDialog() {
  const { login, closeLogin, showLoginView } = useUi();
  const t = useTranslations("account");
  const locale = useLocale();
  return (
    <Modal open={login.open} onClose={closeLogin} label={login.view === "login" ? t("login") : t("createAccount")}>
      <CloseButton onClick={closeLogin} label={t("close")} />
      {login.open && (
        <Suspense fallback={<Loading />}>
          <LoadedMessages parts={["validation"]}>
            <AuthPanel
              idPrefix="dialog"
              redirectTo={localePath(locale, login.reason === "checkout" ? "/checkout" : "/")}
              view={login.view}
              onViewChange={showLoginView}
              onDone={closeLogin}
              banner={
                login.reason === "checkout" ? (
                  <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t("checkoutBanner")}</p>
                ) : undefined
              }
            />
          </LoadedMessages>
        </Suspense>
      )}
    </Modal>
  );
}
