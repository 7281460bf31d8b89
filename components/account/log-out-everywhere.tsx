"use client";
import { useState } from "react";
import { callApi, NetworkError } from "@/lib/client/api";
import { logout } from "@/lib/client/logout";
import { toast } from "@/lib/client/toast-store";

/** Ends every session of the account (other phones and computers, API tokens), then this one. */
export function LogOutEverywhere() {
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const result = await callApi<{ success?: string; error?: string }>("/api/session", "DELETE");
      if (result.error) throw new Error(result.error);
      toast.success(result.success ?? "You are logged out on all devices");
      await logout();
    } catch (error) {
      toast.error(
        error instanceof NetworkError
          ? "Network error. Please check your connection and try again."
          : "Could not log out everywhere. Please try again.",
      );
      setBusy(false);
    }
  };

  return (
    <button type="button" className="btn-secondary self-start" onClick={run} disabled={busy}>
      {busy ? "Logging out..." : "Log out on all devices"}
    </button>
  );
}
