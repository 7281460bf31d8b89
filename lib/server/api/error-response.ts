import "server-only";
import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { DomainError, type ErrorKind } from "@/lib/domain/errors";
import { requestContexts } from "@/lib/app-server";
import { noticeDatabaseOutage } from "../database-watch";
import { logger } from "../log";
import { Prisma } from "../generated/prisma/client";
import { ApiError } from "./errors";

const genericFailure = "Something went wrong. Please try again.";
const databaseUnavailable = "The shop is busy right now. Please try again in a moment.";

// The legacy clients read a refusal's message from a 200; every other kind is a 4xx.
const statusOfKind: Record<ErrorKind, number> = {
  refused: 200,
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  throttled: 429,
  busy: 503,
  storageFull: 507,
  unavailable: 503,
};

/** Every failure as its status and { error }, never with internals: what is not ours is a 500 and is logged. */
export function errorResponse(error: unknown): Response {
  if (error instanceof DomainError)
    return NextResponse.json(
      { error: error.fields ?? error.message, ...error.detail },
      {
        status: statusOfKind[error.kind],
        headers: error.retryAfterSeconds ? { "retry-after": String(error.retryAfterSeconds) } : undefined,
      },
    );
  if (error instanceof ApiError) return NextResponse.json({ error: error.message }, { status: error.status });
  if (error instanceof ZodError) {
    return NextResponse.json({ error: error.issues[0]?.message ?? "Invalid request." }, { status: 400 });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return NextResponse.json({ error: "Not found." }, { status: 404 });
    if (error.code === "P2002") return NextResponse.json({ error: "That already exists." }, { status: 409 });
  }
  if (noticeDatabaseOutage(error)) {
    return NextResponse.json({ error: databaseUnavailable }, { status: 503, headers: { "retry-after": "5" } });
  }
  logger().error({ reqId: requestContexts().getStore()?.id, err: error }, "unhandled API error");
  return NextResponse.json({ error: genericFailure }, { status: 500 });
}
