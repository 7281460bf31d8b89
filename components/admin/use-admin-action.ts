"use client";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { failureMessage } from "@/lib/client/http";
import { toast } from "@/lib/client/toast-store";

export type Report = (kind: "success" | "error", message: string) => void;

const toastReport: Report = (kind, message) => (kind === "success" ? toast.success(message) : toast.error(message));

export interface AdminAction<T> {
  /** Asked first; the action runs only when the admin agrees. */
  confirm?: string;
  call: () => Promise<T>;
  /** Shown when the call fails for another reason than the server's refusal (which is shown as it is). */
  failure: string;
  /** The success message to show, if any (the server's own by default). */
  success?: (result: T) => string | null;
  /** Where messages go: toasts unless a form shows its own banner. */
  report?: Report;
}

/**
 * The one way an admin screen acts: confirm, call, report the outcome, refresh the server-rendered
 * page. Answers the call's result, or undefined when it did not happen or failed.
 */
export function useAdminAction() {
  const router = useRouter();
  return useCallback(
    async <T>(action: AdminAction<T>): Promise<T | undefined> => {
      if (action.confirm && !window.confirm(action.confirm)) return undefined;
      const report = action.report ?? toastReport;
      try {
        const result = await action.call();
        const message = action.success ? action.success(result) : typeof result === "string" ? result : null;
        if (message) report("success", message);
        router.refresh();
        return result;
      } catch (error) {
        report("error", failureMessage(error, action.failure));
        return undefined;
      }
    },
    [router],
  );
}
