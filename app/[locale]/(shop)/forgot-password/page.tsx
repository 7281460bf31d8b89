import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { ForgotPasswordForm } from "@/components/account/password-reset-forms";
import { passwordResetTexts } from "@/lib/domain/password-reset";

export const metadata: Metadata = { title: "Forgot password", robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 rounded-xl border border-stone-200 p-6">
      <h1 className="text-xl font-bold">{passwordResetTexts.askHeading}</h1>
      <p className="text-stone-700">{passwordResetTexts.askIntro}</p>
      <ForgotPasswordForm />
      <p className="text-center text-sm">
        <Link href="/login" className="font-semibold text-brand underline">
          {passwordResetTexts.backToLogin}
        </Link>
      </p>
    </div>
  );
}
