"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { PasswordInput } from "@/components/ui/password-input";
import { TextField } from "@/components/ui/text-field";
import { ApiRefusal, failureMessage } from "@/lib/client/http";
import { refreshSession } from "@/lib/client/session-store";
import { register } from "@/lib/client/account-api";
import { toast } from "@/lib/client/toast-store";
import { passwordResetPaths } from "@/lib/domain/password-reset";
import { safeNextPath } from "@/lib/domain/safe-redirect";
import { loginSchema, signupSchema, type LoginInput, type SignupInput } from "@/lib/domain/validation/auth";
import { fieldError, useDomainMessage } from "@/lib/i18n/domain-messages";

function RememberMe({ id, register }: { id: string; register: React.InputHTMLAttributes<HTMLInputElement> }) {
  const t = useTranslations("account");
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      <input id={id} type="checkbox" className="h-4 w-4 accent-brand" {...register} />
      {t("rememberMe")}
    </label>
  );
}

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}

/** Signs in through next-auth (session cookie), then replaces the history entry with `redirectTo`. */
export function LoginForm({
  idPrefix,
  redirectTo,
  onDone,
  defaultEmail = "",
}: {
  idPrefix: string;
  redirectTo: string;
  onDone?: () => void;
  defaultEmail?: string;
}) {
  const router = useRouter();
  const t = useTranslations("account");
  const say = useDomainMessage();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: "", remember: false },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await signIn("credentials", {
        redirect: false,
        email: values.email,
        password: values.password,
        remember: String(Boolean(values.remember)),
      });
      if (!result?.ok || result.error) {
        const message = say(
          result?.error && result.error !== "CredentialsSignin" ? result.error : "Invalid email or password",
        );
        setServerError(message);
        toast.error(message);
        form.resetField("password");
        return;
      }
      toast.success(t("loggedIn"));
      await refreshSession();
      onDone?.();
      router.replace(safeNextPath(redirectTo));
      router.refresh();
    } catch {
      toast.error(say("Login failed. Please try again."));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      onChange={() => serverError && setServerError(null)}
    >
      <FormError message={serverError} />
      <TextField
        id={`${idPrefix}-email`}
        label={t("email")}
        type="email"
        autoComplete="email"
        error={fieldError(say, errors.email)}
        {...form.register("email")}
      />
      <PasswordInput
        id={`${idPrefix}-password`}
        label={t("password")}
        autoComplete="current-password"
        error={fieldError(say, errors.password)}
        {...form.register("password")}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <RememberMe id={`${idPrefix}-remember`} register={form.register("remember")} />
        <Link href={passwordResetPaths.ask} onClick={onDone} className="text-sm font-semibold text-brand underline">
          {t("forgotLink")}
        </Link>
      </div>
      <button type="submit" className="btn-primary" disabled={isSubmitting}>
        {isSubmitting ? t("loggingIn") : t("login")}
      </button>
    </form>
  );
}

const signupFields = ["name", "email", "password", "cPassword"] as const;
const isSignupField = (field: string): field is keyof SignupInput => signupFields.some((name) => name === field);

/** Creates an account; does not sign in. */
export function RegisterForm({ idPrefix, onRegistered }: { idPrefix: string; onRegistered?: (email: string) => void }) {
  const t = useTranslations("account");
  const say = useDomainMessage();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    mode: "onChange",
    defaultValues: { name: "", email: "", password: "", cPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await register(values);
      toast.success(say("Account created successfully"));
      form.reset();
      onRegistered?.(values.email);
    } catch (error) {
      const signupFailed = "Signup failed. Please try again.";
      const message = say(failureMessage(error, signupFailed, signupFailed));
      if (error instanceof ApiRefusal) {
        for (const [field, fieldMessage] of Object.entries(error.fields)) {
          if (isSignupField(field)) form.setError(field, { message: fieldMessage });
        }
        setServerError(message);
      }
      toast.error(message);
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      onChange={() => serverError && setServerError(null)}
    >
      <FormError message={serverError} />
      <TextField
        id={`${idPrefix}-name`}
        label={t("name")}
        autoComplete="name"
        error={fieldError(say, errors.name)}
        {...form.register("name")}
      />
      <TextField
        id={`${idPrefix}-reg-email`}
        label={t("emailAddress")}
        type="email"
        autoComplete="email"
        error={fieldError(say, errors.email)}
        {...form.register("email")}
      />
      <PasswordInput
        id={`${idPrefix}-reg-password`}
        label={t("password")}
        autoComplete="new-password"
        error={fieldError(say, errors.password)}
        {...form.register("password")}
      />
      <PasswordInput
        id={`${idPrefix}-reg-confirm`}
        label={t("confirmPassword")}
        autoComplete="new-password"
        error={fieldError(say, errors.cPassword)}
        {...form.register("cPassword")}
      />
      <label htmlFor={`${idPrefix}-reg-remember`} className="flex items-center gap-2 text-sm">
        <input id={`${idPrefix}-reg-remember`} type="checkbox" className="h-4 w-4 accent-brand" />
        {t("rememberMe")}
      </label>
      <button type="submit" className="btn-primary" disabled={isSubmitting}>
        {isSubmitting ? t("creatingAccount") : t("createAccount")}
      </button>
    </form>
  );
}

/** Login and register with the toggle between them, as in the dialog and on /login. */
export function AuthPanel({
  idPrefix,
  redirectTo,
  view,
  onViewChange,
  onDone,
  banner,
  heading: Heading = "h2",
}: {
  idPrefix: string;
  redirectTo: string;
  view: "login" | "register";
  onViewChange: (view: "login" | "register") => void;
  onDone?: () => void;
  banner?: React.ReactNode;
  /** The page's own heading on /login; a section's in the dialog. */
  heading?: "h1" | "h2";
}) {
  const [registeredEmail, setRegisteredEmail] = useState("");
  const t = useTranslations("account");
  return (
    <div className="flex flex-col gap-4">
      <Heading className="text-xl font-bold">{view === "login" ? t("login") : t("createAccount")}</Heading>
      {banner}
      {view === "login" ? (
        <LoginForm
          key={registeredEmail}
          idPrefix={idPrefix}
          redirectTo={redirectTo}
          onDone={onDone}
          defaultEmail={registeredEmail}
        />
      ) : (
        <RegisterForm
          idPrefix={idPrefix}
          onRegistered={(email) => {
            setRegisteredEmail(email);
            onViewChange("login");
          }}
        />
      )}
      <p className="text-center text-sm text-stone-600">
        {view === "login" ? t("noAccount") : t("haveAccount")}
        <button
          type="button"
          className="font-semibold text-brand underline"
          onClick={() => onViewChange(view === "login" ? "register" : "login")}
        >
          {view === "login" ? t("createAccount") : t("login")}
        </button>
      </p>
    </div>
  );
}
