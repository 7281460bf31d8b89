import "server-only";
import type { z } from "zod";
import { refused } from "@/lib/domain/errors";
import { badRequest } from "./errors";

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid request.";
}

/** A form the client shows messages for: a failed rule is a 200 { error: "message" } refusal. */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw refused(firstMessage(result.error));
  return result.data;
}

/** A request whose shape is wrong is a 400 { error }. */
export function parseBody<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(firstMessage(result.error));
  return result.data;
}
