// What the server refuses before Next.js sees a request. The API also counts the bytes of every
// body it reads (lib/server/api/body.ts), so a body without Content-Length is bounded too.
import type { IncomingHttpHeaders } from "node:http";
import {
  controlCharacterInPath,
  controlCharacterInText,
  formatMegabytes,
  maxJsonBodyBytes,
  maxMultipartBodyBytes,
  maxUrlLength,
} from "../lib/domain/input-limits";

export interface Refusal {
  status: number;
  message: string;
}

function decodes(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The most a body of this type may declare: ten images for a multipart form, 1 MB for anything else. */
export function bodyLimitFor(contentType: string | undefined): number {
  return contentType?.toLowerCase().startsWith("multipart/form-data") ? maxMultipartBodyBytes : maxJsonBodyBytes;
}

export function checkRequest(request: { url?: string; headers: IncomingHttpHeaders }): Refusal | null {
  const target = request.url ?? "/";
  if (target.length > maxUrlLength) return { status: 414, message: "The address is too long." };
  const queryStart = target.indexOf("?");
  const path = decodes(queryStart === -1 ? target : target.slice(0, queryStart));
  if (path === null || controlCharacterInPath.test(path)) return { status: 400, message: "The address is not valid." };
  if (queryStart !== -1) {
    // Query values are decoded leniently ('50%' stays '50%'), as Next.js reads them, and are text a
    // person typed, where a pasted tab or line break is harmless.
    for (const [key, value] of new URLSearchParams(target.slice(queryStart + 1))) {
      if (controlCharacterInText.test(key) || controlCharacterInText.test(value))
        return { status: 400, message: "The address is not valid." };
    }
  }
  const declared = Number(request.headers["content-length"] ?? 0);
  const limit = bodyLimitFor(request.headers["content-type"]);
  if (declared > limit)
    return { status: 413, message: `The request is too large (at most ${formatMegabytes(limit)}).` };
  return null;
}
