"use client";
import { useState } from "react";
import type { RefusedImport } from "@/lib/client/courier-files-api";
import { failureMessage } from "@/lib/client/http";
import { toast } from "@/lib/client/toast-store";
import { courierFileMessages } from "@/lib/domain/courier-files";

export interface CourierFileState<P, R> {
  preview: P | null;
  result: R | null;
  /** Why the last import wrote nothing. */
  refusal: string | null;
  busy: boolean;
}

const fresh = { preview: null, result: null, refusal: null, busy: false };

/**
 * A courier file's preview and import. A preview belongs to the file and fields it was made from:
 * choosing another forgets it, so the import button always imports what the table shows.
 */
export function useCourierFile<P extends { success: boolean; errors: string[] }, R extends { success: true }>() {
  const [state, setState] = useState<CourierFileState<P, R>>(fresh);

  const forget = () => setState(fresh);

  const check = async (call: () => Promise<P>) => {
    setState({ ...fresh, busy: true });
    try {
      const answer = await call();
      setState({ ...fresh, preview: answer });
      const ready = courierFileMessages.previewReady(answer.errors.length);
      if (answer.success) toast.success(ready);
      else toast.error(ready);
    } catch (error) {
      setState(fresh);
      toast.error(failureMessage(error, courierFileMessages.previewFailed));
    }
  };

  /** The server checks the file again; rows that went wrong since the preview come back with it. */
  const importFile = async (call: () => Promise<R | RefusedImport<P>>, summary: (result: R) => string) => {
    setState((current) => ({ ...current, busy: true, refusal: null }));
    try {
      const answer = await call();
      if (answer.success) {
        setState({ ...fresh, result: answer });
        toast.success(courierFileMessages.imported(summary(answer)));
      } else {
        setState({ ...fresh, preview: answer.preview, refusal: courierFileMessages.rowsHaveErrors });
        toast.error(courierFileMessages.rowsHaveErrors);
      }
    } catch (error) {
      const refusal = failureMessage(error, courierFileMessages.importFailed);
      setState((current) => ({ ...current, busy: false, refusal }));
      toast.error(refusal);
    }
  };

  return { ...state, forget, check, importFile };
}
