import { Writable } from "node:stream";
import { z } from "zod";
import {
  conflict,
  forbidden,
  invalid,
  notFound,
  refused,
  refusedFields,
  storageFull,
  throttled,
  unauthenticated,
  unavailable,
} from "@/lib/domain/errors";
import { Prisma } from "../generated/prisma/client";
import { createLogger, replaceLogger } from "../log";
import { errorResponse } from "./error-response";
import { badRequest, payloadTooLarge } from "./errors";

async function answer(error: unknown) {
  const response = errorResponse(error);
  return { status: response.status, body: (await response.json()) as unknown };
}

const prismaError = (code: string) =>
  new Prisma.PrismaClientKnownRequestError("failed", { code, clientVersion: Prisma.prismaVersion.client });

// A database outage and an unknown failure are logged; the test keeps the log quiet.
let logged: jest.SpyInstance;
beforeEach(() => (logged = jest.spyOn(console, "error").mockImplementation(() => undefined)));
afterEach(() => logged.mockRestore());

describe("errorResponse", () => {
  it.each([
    [
      "refused (a business rule said no; the legacy clients read it from a 200)",
      refused("Old password is incorrect"),
      200,
    ],
    ["invalid (an upload that is not an image)", invalid("fake.jpg is not an image."), 400],
    ["unauthenticated", unauthenticated("Please log in."), 401],
    ["forbidden", forbidden("Admins only."), 403],
    ["notFound", notFound("Order not found"), 404],
    ["conflict", conflict("This transaction id has already been used."), 409],
    ["throttled", throttled("Too many attempts."), 429],
    ["storageFull (no room left for an upload)", storageFull("The disk for pictures is full."), 507],
    ["unavailable (a disk that refuses writes)", unavailable("The pictures could not be saved."), 503],
  ])("answers the kind %s with its status and { error: message }", async (_kind, error, status) => {
    expect(await answer(error)).toEqual({ status, body: { error: error.message } });
  });

  it("answers a refusal keyed by field with the field map as `error`, as signup does", async () => {
    expect(await answer(refusedFields({ email: "An account with this email already exists" }))).toEqual({
      status: 200,
      body: { error: { email: "An account with this email already exists" } },
    });
  });

  it.each([
    [
      "a malformed body",
      badRequest("The request body must be a JSON object."),
      400,
      "The request body must be a JSON object.",
    ],
    ["an overlong body", payloadTooLarge("The request is too large."), 413, "The request is too large."],
    ["a schema failure outside a form", z.string({ error: "Text expected" }).safeParse(1).error, 400, "Text expected"],
    ["a missing row (P2025)", prismaError("P2025"), 404, "Not found."],
    ["a unique violation no rule caught (P2002)", prismaError("P2002"), 409, "That already exists."],
    ["an unreachable database", prismaError("P1001"), 503, "The shop is busy right now. Please try again in a moment."],
  ])("answers %s as the API layer always has", async (_case, error, status, message) => {
    expect(await answer(error)).toEqual({ status, body: { error: message } });
  });

  it("answers anything else with a 500 that leaks nothing, and logs it", async () => {
    const lines: string[] = [];
    replaceLogger(
      createLogger(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            lines.push(chunk.toString());
            done();
          },
        }),
        "info",
      ),
    );
    expect(await answer(new Error("connection string postgres://secret"))).toEqual({
      status: 500,
      body: { error: "Something went wrong. Please try again." },
    });
    expect(lines.join("")).toContain('"msg":"unhandled API error"');
  });
});
