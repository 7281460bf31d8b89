import type { IncomingMessage, ServerResponse } from "node:http";

const imageRoute = "/_next/image";

/**
 * Next.js answers 500 when a remote picture cannot be fetched at all (its host does not resolve, the
 * connection is refused), as if the shop itself were broken; the picture is what is missing, so the
 * image route answers 404 for it (the page shows the placeholder either way, lib/dom/image-fallback.ts).
 */
export function answerMissingPicturesAsNotFound(request: IncomingMessage, response: ServerResponse): void {
  if (!request.url?.startsWith(imageRoute)) return;
  const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => ServerResponse;
  const notFoundForFailures = (status: number, ...rest: unknown[]) => writeHead(status >= 500 ? 404 : status, ...rest);
  response.writeHead = notFoundForFailures;
}
