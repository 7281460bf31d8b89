import { defineConfig } from "prisma/config";

// The CLI reads the connection from here; the app connects through the pg driver adapter.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/shop" },
});
