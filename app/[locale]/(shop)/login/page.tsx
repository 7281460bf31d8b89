import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { safeNextPath } from "@/lib/domain/safe-redirect";
import { getSessionUser } from "@/lib/server/auth/current-user";
import { LoginPageClient } from "./login-client";

export const metadata: Metadata = { title: "Login", robots: { index: false } };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const next = safeNextPath((await searchParams).next);
  if (await getSessionUser()) redirect(next);
  return (
    <div className="mx-auto max-w-md rounded-xl border border-stone-200 p-6">
      <LoginPageClient next={next} />
    </div>
  );
}
