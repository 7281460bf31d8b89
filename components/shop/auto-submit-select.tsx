"use client";
import type { ComponentProps } from "react";
import { useEarlyTap } from "@/lib/client/early-taps";

/** A select that sends its form as soon as it is changed (even before the page was hydrated). */
export function AutoSubmitSelect(props: Omit<ComponentProps<"select">, "onChange" | "ref">) {
  const early = useEarlyTap<HTMLSelectElement>();
  return <select {...props} {...early} onChange={(event) => event.currentTarget.form?.requestSubmit()} />;
}
