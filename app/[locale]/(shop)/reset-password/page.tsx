import type { Metadata } from "next";
import { headers } from "next/headers";
import { DeadResetLink, ResetPasswordForm } from "@/components/account/password-reset-forms";
import { DomainError } from "@/lib/domain/errors";
import { passwordResetTexts } from "@/lib/domain/password-reset";
import { clientAddress } from "@/lib/server/auth/client-address";
import { resetLinkWorks } from "@/lib/server/password-reset";

// Where a 'Forgot password?' e-mail leads. The token in its address is a secret: the page is never
// indexed and sends no referrer.
export const metadata: Metadata = { title: "Choose a new password", robots: { index: false }, referrer: "no-referrer" };

/** Whether the link works; a network that tried too many that do not is told so instead. */
async function linkState(token: string): Promise<"works" | "dead" | { refused: string }> {
  try {
    return (await resetLinkWorks(token, clientAddress(await headers()))) ? "works" : "dead";
  } catch (error) {
    if (error instanceof DomainError && error.kind === "throttled") return { refused: error.message };
    throw error;
  }
}

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  const state = typeof token === "string" ? await linkState(token) : "dead";
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 rounded-xl border border-stone-200 p-6">
      <h1 className="text-xl font-bold">{passwordResetTexts.resetHeading}</h1>
      {state === "works" && typeof token === "string" ? (
        <>
          <p className="text-stone-700">{passwordResetTexts.resetIntro}</p>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <DeadResetLink message={typeof state === "object" ? state.refused : undefined} />
      )}
    </div>
  );
}
