"use client";
import { useEffect } from "react";
import { create } from "zustand";

/** The signed-in shopper as the shop's pages show them (the server authorises every call itself). */
export interface ShopperSession {
  id: string;
  name: string;
  isAdmin: boolean;
}

interface SessionState {
  /** undefined until the first answer arrives, null when signed out. */
  user: ShopperSession | null | undefined;
}

const useSessionState = create<SessionState>(() => ({ user: undefined }));

let loading: Promise<void> | null = null;

/** Asks the server who is signed in; the pages themselves are the same for everyone. */
export function refreshSession(): Promise<void> {
  loading = fetch("/api/session", { cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<{ user: ShopperSession | null }>) : { user: null }))
    .then(({ user }) => useSessionState.setState({ user }))
    .catch(() => useSessionState.setState({ user: null }));
  return loading;
}

/** The signed-in shopper: undefined while loading, null when signed out. */
export function useSessionUser(): ShopperSession | null | undefined {
  const user = useSessionState((state) => state.user);
  useEffect(() => {
    if (!loading) void refreshSession();
  }, []);
  return user;
}
