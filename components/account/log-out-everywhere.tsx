"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { NetworkError } from "@/lib/client/http";
import { logout } from "@/lib/client/logout";
import { logOutEverywhere } from "@/lib/client/account-api";
import { toast } from "@/lib/client/toast-store";
import { useDomainMessage } from "@/lib/i18n/domain-messages";

/** Ends every session of the account (other phones and computers, API tokens), then this one. */
export function LogOutEverywhere() {
  const [busy, setBusy] = useState(false);
  const t = useTranslations("account");
  const say = useDomainMessage();

  const run = async () => {
    setBusy(true);
    try {
      await logout(await logOutEverywhere());
    } catch (error) {
      toast.error(
        say(
          error instanceof NetworkError
            ? "Network error. Please check your connection and try again."
            : "Could not log out everywhere. Please try again.",
        ),
      );
      setBusy(false);
    }
  };

  return (
    <button type="button" className="btn-secondary self-start" onClick={run} disabled={busy}>
      {busy ? t("loggingOut") : t("logOutEverywhere")}
    </button>
  );
}
