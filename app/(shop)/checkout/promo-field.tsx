"use client";
import { useState } from "react";
import { NetworkError, postJson } from "@/lib/client/api";
import { describePromo, promoMessages, type DiscountType } from "@/lib/domain/promo";

export interface AppliedPromo {
  code: string;
  discountType: DiscountType;
  discountValue: number;
}

interface ApplyResponse {
  success?: boolean;
  message?: string;
  error?: string;
  promoCode?: AppliedPromo;
}

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
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);

  const apply = async () => {
    if (!code.trim()) {
      setMessage({ text: promoMessages.blank, ok: false });
      return;
    }
    setBusy(true);
    try {
      const result = await postJson<ApplyResponse>("/api/promos/apply", { code, totalAmount: subtotal });
      if (result.success && result.promoCode) {
        onChange(result.promoCode);
        setMessage({
          text: `${result.message ?? promoMessages.applied}: ${describePromo(result.promoCode)}`,
          ok: true,
        });
      } else {
        setMessage({ text: result.message ?? result.error ?? promoMessages.failed, ok: false });
      }
    } catch (error) {
      setMessage({ text: error instanceof NetworkError ? promoMessages.failed : promoMessages.failed, ok: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <label htmlFor="promo-code" className="mb-1 block text-sm font-medium">
        Promo code
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
            className="btn-secondary"
            onClick={() => {
              onChange(null);
              setCode("");
              setMessage(null);
            }}
          >
            Remove
          </button>
        ) : (
          <button
            type="button"
            className="btn-secondary whitespace-nowrap"
            disabled={busy}
            onClick={() => void apply()}
          >
            {busy ? "Applying..." : "Apply"}
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
