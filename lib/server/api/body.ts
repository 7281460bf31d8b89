import "server-only";
import {
  controlCharacterInText,
  formatMegabytes,
  maxDiscardedBytes,
  maxJsonBodyBytes,
  maxNestingDepth,
} from "@/lib/domain/input-limits";
import { ApiError, badRequest, payloadTooLarge } from "./errors";

const tooLarge = (maxBytes: number) =>
  payloadTooLarge(`The request is too large (at most ${formatMegabytes(maxBytes)}).`);

/**
 * Refused (413) as soon as it passes `maxBytes`, so a hostile client can never make the server hold
 * more than that (the rest is read and dropped).
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("content-length")) > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        void discardRest(reader, size);
        throw tooLarge(maxBytes);
      }
      chunks.push(chunk.value);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest("The request body could not be read.");
  }
  return Buffer.concat(chunks);
}

/** Reads what a refused client still sends and drops it, so it gets the 413 rather than a reset connection. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let discarded = alreadyRead;
  try {
    for (let chunk = await reader.read(); !chunk.done && discarded <= maxDiscardedBytes; chunk = await reader.read())
      discarded += chunk.value.byteLength;
    if (discarded > maxDiscardedBytes) await reader.cancel();
  } catch {
    // the client went away
  }
}

/**
 * No field of the shop holds control characters (PostgreSQL text cannot hold NUL at all). Walks with
 * its own stack, so a body nested 10,000 deep is refused, not a stack overflow.
 */
export function assertSafeInput(root: unknown): void {
  const pending: [value: unknown, depth: number][] = [[root, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value === "string") {
      if (controlCharacterInText.test(value)) throw badRequest("Text may not contain control characters.");
    } else if (typeof value === "object" && value !== null) {
      if (depth >= maxNestingDepth) throw badRequest("The request body is nested too deeply.");
      for (const [key, entry] of Object.entries(value)) {
        if (controlCharacterInText.test(key)) throw badRequest("Text may not contain control characters.");
        pending.push([entry, depth + 1]);
      }
    }
  }
}

/** A URL-encoded body as the original API read it: a repeated key is a list. */
function formFields(text: string): Record<string, unknown> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const seen = fields[key];
    fields[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  assertSafeInput(fields);
  return fields;
}

/** JSON, or URL-encoded as the original API also took. */
export async function readJsonObject(
  request: Request,
  options: { allowEmpty?: boolean } = {},
): Promise<Record<string, unknown>> {
  const text = new TextDecoder().decode(await readBodyBytes(request, maxJsonBodyBytes));
  if (text.trim() === "" && options.allowEmpty) return {};
  if (request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) return formFields(text);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest("The request body must be a JSON object.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw badRequest("The request body must be a JSON object.");
  assertSafeInput(body);
  return body as Record<string, unknown>;
}
