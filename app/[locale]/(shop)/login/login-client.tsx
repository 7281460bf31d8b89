"use client";
import { useState } from "react";
import { AuthPanel } from "@/components/account/auth-forms";

export function LoginPageClient({ next }: { next: string }) {
  const [view, setView] = useState<"login" | "register">("login");
  return <AuthPanel idPrefix="page" heading="h1" redirectTo={next} view={view} onViewChange={setView} />;
}
