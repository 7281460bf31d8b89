import "server-only";
import path from "node:path";
import { z } from "zod";
import { weakSecretProblem } from "@/lib/app-server";

// The server's environment, validated once. Every variable is listed, with its default, in .env.example.

const developmentSecret = "development-only-secret-change-me";
// A running production server has no fallback: sessions signed with a public string could be forged.
const building = process.env.NEXT_PHASE === "phase-production-build";
const productionServer = process.env.NODE_ENV === "production" && !building;
const productionSecret = z.string().superRefine((secret, context) => {
  const problem = weakSecretProblem(secret);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

const envSchema = z.object({
  // `next build` reads no data (lib/server/catalog/cached-read.ts), so it needs no database.
  DATABASE_URL: building
    ? z.string().default("postgresql://next-build-reads-no-database@127.0.0.1:1/none")
    : z.string().min(1, "DATABASE_URL is not set: start the shop with `npm start` or `npm run dev`"),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
  UPLOAD_DIR: z.string().default(path.join(process.cwd(), ".data", "uploads")),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  NEXTAUTH_SECRET: productionServer
    ? z.preprocess((value) => value ?? "", productionSecret)
    : z.string().min(16, "NEXTAUTH_SECRET must be at least 16 characters").default(developmentSecret),
  // E-mail (lib/server/outbox): without SMTP_URL the messages wait in the outbox, listed in the admin.
  SMTP_URL: z.string().url("SMTP_URL must be a URL such as smtp://user:password@host:587").optional(),
  MAIL_FROM: z.string().min(3).default("Margalla Dry Fruits <support@margalladryfruits.pk>"),
  SHOP_ORDER_EMAIL: z.string().email("SHOP_ORDER_EMAIL must be an e-mail address").optional(),
  // The owner's alerts (lib/server/alerts.ts): how often the watch looks, and (tests) a shorter wait for a late e-mail.
  ALERT_CHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  ALERT_OUTBOX_LATE_MS: z.coerce.number().int().min(0).optional(),
});

export const env = envSchema.parse(process.env);
