"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { failureMessage } from "@/lib/client/http";
import { quotePromo } from "@/lib/client/order-api";
import { formatRupeesWithPaisa } from "@/lib/domain/money";
import { promoMessages, type PromoQuote } from "@/lib/domain/promo";
import { useDomainMessage } from "@/lib/i18n/domain-messages";

/** The code the shopper applied; the checkout works its discount out again as the subtotal changes. */
export type AppliedPromo = Omit<PromoQuote, "discountApplied">;

/** Promo code: idle, applying ('Applying...'), applied (input disabled, Remove clears it). */
export function PromoField({
  subtotal,
  applied,
  onChange,
}: {
  subtotal: number;
  applied: AppliedPromo | null;
  onChange: (promo: AppliedPromo | null) => void;
}) {
  const t = useTranslations("checkout");
  const shown = useDomainMessage();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);

  const apply = async () => {
    if (!code.trim()) {
      setMessage({ text: shown(promoMessages.blank), ok: false });
      return;
    }
    setBusy(true);
    try {
      const { message: applied, quote } = await quotePromo(code, subtotal);
      onChange(quote);
      // The terms as describePromo words them for the admin, in the page's language.
      const terms =
        quote.discountType === "percentage"
          ? t("percentOff", { percent: String(quote.discountValue) })
          : t("amountOff", { amount: formatRupeesWithPaisa(quote.discountValue) });
      setMessage({ text: t("promoApplied", { message: shown(applied), terms }), ok: true });
    } catch (error) {
      setMessage({ text: shown(failureMessage(error, promoMessages.failed, promoMessages.failed)), ok: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <label htmlFor="promo-code" className="mb-1 block text-sm font-medium">
        {t("promoCode")}
      </label>
      <div className="flex gap-2">
        <input
          id="promo-code"
          className="field uppercase"
          value={applied ? applied.code : code}
          disabled={applied !== null || busy}
          onChange={(event) => {
            setCode(event.target.value);
            setMessage(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void apply();
            }
          }}
          aria-describedby={message ? "promo-message" : undefined}
        />
        {applied ? (
          <button
            type="button"
            className="btn-secondary min-h-11"
            onClick={() => {
              onChange(null);
              setCode("");
              setMessage(null);
            }}
          >
            {t("remove")}
          </button>
        ) : (
          <button
            type="button"
            className="btn-secondary min-h-11 whitespace-nowrap"
            disabled={busy}
            onClick={() => void apply()}
          >
            {busy ? t("applying") : t("apply")}
          </button>
        )}
      </div>
      {message && (
        <p
          id="promo-message"
          role={message.ok ? "status" : "alert"}
          className={`mt-1 text-sm ${message.ok ? "text-green-700" : "text-red-700"}`}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
