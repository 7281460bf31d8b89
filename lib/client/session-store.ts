"use client";
import { useEffect } from "react";
import { create } from "zustand";
import type { ShopperSession } from "@/lib/domain/account";
import { getSession } from "./account-api";

interface SessionState {
  /** undefined until the first answer arrives, null when signed out. */
  user: ShopperSession | null | undefined;
}

const useSessionState = create<SessionState>(() => ({ user: undefined }));

let loading: Promise<void> | null = null;

/** Asks the server who is signed in; the pages themselves are the same for everyone. */
export function refreshSession(): Promise<void> {
  loading = getSession()
    .then((user) => useSessionState.setState({ user }))
    // Any failure shows the shop as to a signed-out visitor; the server still decides every call.
    .catch(() => useSessionState.setState({ user: null }));
  return loading;
}

export function useSessionUser(): ShopperSession | null | undefined {
  const user = useSessionState((state) => state.user);
  useEffect(() => {
    if (!loading) void refreshSession();
  }, []);
  return user;
}
