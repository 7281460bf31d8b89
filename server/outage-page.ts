// A page that fails is answered in the shop's words: "we'll be back in a moment" (503, the page asks
// again by itself) while the database does not answer, else "something went wrong" (500); both say
// how to order meanwhile. Plain HTML with inline style, since nothing the app renders can be counted
// on then. Pages only: API answers keep their { error }, and a failed RSC payload request makes the
// browser load the page itself, which then gets this answer.
import type { IncomingMessage, ServerResponse } from "node:http";
import { escape } from "html-escaper";
import { shopChatLink } from "../lib/domain/contact";
import { shop } from "../lib/domain/shop";
import { requestIdHeader } from "../lib/app-server";
import menu from "../messages/en/menu.json";

/** When a shopper's browser asks again on its own, and what Retry-After says. */
export const outageRetrySeconds = 30;

/** Headers of the failed answer that stay on the page that replaces it. */
const keptHeaders = new Set([
  "content-security-policy",
  "x-frame-options",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "strict-transport-security",
  requestIdHeader,
]);

const pageTexts = {
  away: {
    title: "We’ll be back in a moment",
    lines: [
      "The shop cannot reach its records right now, so this page cannot be shown. It usually takes a minute or two: this page will try again by itself.",
      "Nothing in your cart is lost.",
    ],
  },
  failed: {
    title: "Something went wrong",
    lines: ["This page could not be shown. Please try again in a moment."],
  },
} as const;

/** `requestId`: shown so that a customer who calls can be found in the logs. */
export function outagePage(kind: keyof typeof pageTexts, path: string, requestId?: string): string {
  const text = pageTexts[kind];
  const telephone = `tel:${shop.phone.replace(/\s+/g, "")}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${kind === "away" ? `<meta http-equiv="refresh" content="${outageRetrySeconds}">\n` : ""}<meta name="robots" content="noindex">
<title>${escape(text.title)} | ${escape(shop.name)}</title>
<style>
body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2937;background:#fff}
header{background:#7c2d12;color:#fff;padding:14px 16px;font-weight:700;font-size:18px}
header a{color:inherit;text-decoration:none}
main{max-width:36rem;margin:0 auto;padding:40px 16px 64px;text-align:center}
h1{font-size:24px;margin:0 0 16px;color:#7c2d12}
p{line-height:1.6;margin:0 0 12px}
p a{color:#7c2d12;font-weight:600;white-space:nowrap}
.actions{display:flex;flex-wrap:wrap;gap:12px;justify-content:center;margin-top:24px}
.actions a{display:inline-block;min-height:44px;box-sizing:border-box;padding:11px 20px;border-radius:6px;font-weight:600;text-decoration:none;white-space:nowrap}
.primary{background:#7c2d12;color:#fff}
.secondary{border:1px solid #7c2d12;color:#7c2d12}
footer{color:#6b7280;font-size:14px;text-align:center;padding:0 16px 32px}
</style>
</head>
<body>
<header><a href="/">${escape(shop.name)}</a></header>
<main>
<h1>${escape(text.title)}</h1>
${text.lines.map((line) => `<p>${escape(line)}</p>`).join("\n")}
<p>To order now, call us on <a href="${telephone}" dir="ltr">${escape(shop.phone)}</a> or message us on WhatsApp.</p>
<div class="actions">
<a class="primary" href="${escape(path)}">Try again</a>
<a class="secondary" href="${escape(shopChatLink(menu.chatGreeting))}">WhatsApp us</a>
</div>
</main>
<footer>${requestId ? `<p>Reference: <span dir="ltr">${escape(requestId)}</span></p>\n` : ""}${escape(shop.address)}</footer>
</body>
</html>
`;
}

/** A browser asking for a page (not an API call, a file, or a client navigation's payload). */
function isPageRequest(request: IncomingMessage): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const path = request.url ?? "/";
  if (/^\/(api|_next|uploads)(\/|$)/.test(path)) return false;
  if (request.headers.rsc) return false;
  return (request.headers.accept ?? "").includes("text/html");
}

/** Replaces a 5xx answer to a page request; any other answer passes through untouched. */
export function answerFailedPagesKindly(
  request: IncomingMessage,
  response: ServerResponse,
  databaseAnswers: () => Promise<boolean>,
): void {
  if (!isPageRequest(request)) return;
  type Pass<R> = (...args: unknown[]) => R;
  const original = {
    writeHead: response.writeHead.bind(response) as Pass<ServerResponse>,
    write: response.write.bind(response) as Pass<boolean>,
    end: response.end.bind(response) as Pass<ServerResponse>,
  };
  let replacing: boolean | undefined;
  const failed = (status: number) => (replacing ??= status >= 500);
  const callbackOf = (args: unknown[]) => args.find((arg): arg is () => void => typeof arg === "function");

  async function answerKindly(callback?: () => void): Promise<void> {
    const answers = await databaseAnswers().catch(() => false);
    Object.assign(response, original);
    for (const name of response.getHeaderNames()) if (!keptHeaders.has(name)) response.removeHeader(name);
    const body = outagePage(
      answers ? "failed" : "away",
      request.url ?? "/",
      request.headers[requestIdHeader]?.toString(),
    );
    response.writeHead(answers ? 500 : 503, {
      "content-type": "text/html; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      "cache-control": "no-store",
      ...(answers ? {} : { "retry-after": String(outageRetrySeconds) }),
    });
    response.end(request.method === "HEAD" ? undefined : body, callback);
  }

  Object.assign(response, {
    writeHead: (status: number, ...rest: unknown[]) =>
      failed(status) ? response : original.writeHead(status, ...rest),
    write: (...args: unknown[]) => {
      if (!failed(response.statusCode)) return original.write(...args);
      callbackOf(args.slice(1))?.();
      return true;
    },
    end: (...args: unknown[]) => {
      if (!failed(response.statusCode)) return original.end(...args);
      void answerKindly(callbackOf(args));
      return response;
    },
  });
}
