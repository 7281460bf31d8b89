"use client";
import dynamic from "next/dynamic";
import { CloseButton, Modal } from "@/components/ui/modal";
import { useUi } from "@/lib/client/ui-store";

export const checkoutLoginBanner = "You need to login for checkout. Haven't an account? Create new one.";

// The forms bring zod, react-hook-form and next-auth's client: loaded when the dialog first opens,
// not with every shop page.
const AuthPanel = dynamic(() => import("./auth-forms").then((forms) => forms.AuthPanel), {
  loading: () => <p className="py-16 text-center text-sm text-stone-600">Loading...</p>,
});

/** The login/register dialog reachable from every page. */
export function LoginDialog() {
  const { login, closeLogin, showLoginView } = useUi();
  return (
    <Modal open={login.open} onClose={closeLogin} label={login.view === "login" ? "Login" : "Create an account"}>
      <CloseButton onClick={closeLogin} />
      {login.open && (
        <AuthPanel
          idPrefix="dialog"
          redirectTo={login.reason === "checkout" ? "/checkout" : "/"}
          view={login.view}
          onViewChange={showLoginView}
          onDone={closeLogin}
          banner={
            login.reason === "checkout" ? (
              <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{checkoutLoginBanner}</p>
            ) : undefined
          }
        />
      )}
    </Modal>
  );
}
