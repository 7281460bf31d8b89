import "server-only";
import path from "node:path";
import { z } from "zod";

// The server's environment, validated once. Every variable is listed, with its default, in .env.example.
const envSchema = z.object({
  DATABASE_URL: z.string().min(1, "DATABASE_URL is not set: start the shop with `npm start` or `npm run dev`"),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  UPLOAD_DIR: z.string().default(path.join(process.cwd(), ".data", "uploads")),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  NEXTAUTH_SECRET: z.string().min(16, "NEXTAUTH_SECRET must be at least 16 characters").default("development-only-secret-change-me"),
});

export const env = envSchema.parse(process.env);
