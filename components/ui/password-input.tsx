"use client";
import { useTranslations } from "next-intl";
import { forwardRef, useState } from "react";

type Props = React.InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

/**
 * A password field with a Show/Hide toggle and its own label and message. Only the shop's account
 * forms use it, so its toggle speaks the page's language (the "account" part).
 */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput(
  { label, error, id, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const t = useTranslations("account");
  const field = label.toLowerCase();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type={visible ? "text" : "password"}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="field pe-16"
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t("hideField", { field }) : t("showField", { field })}
          className="absolute inset-y-0 end-2 my-auto h-8 rounded px-2 text-xs font-semibold text-brand"
        >
          {visible ? t("hidePassword") : t("showPassword")}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});
