# The shop as an image: Next.js' standalone output run by the shop's own server (server/main.ts),
# as a non-root user. `next build` reads no database, so the image builds anywhere; the database is
# migrated by the `migrate` stage (compose.yaml runs it once before the app starts).

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/prisma-generate.mjs scripts/
COPY prisma prisma
RUN npm ci --no-audit --no-fund

# Migrations and the demo data, with the whole source and its tools (compose.yaml's `migrate`).
FROM deps AS migrate
COPY . .
CMD ["sh", "-c", "npm run db:migrate && npm run db:seed"]

FROM deps AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run build

FROM node:22-bookworm-slim AS app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOST=0.0.0.0 UPLOAD_DIR=/data/uploads MALLOC_ARENA_MAX=2
WORKDIR /app
RUN groupadd --system shop && useradd --system --gid shop --home /app shop \
  && mkdir -p /data/uploads && chown shop:shop /data/uploads
COPY --from=build --chown=shop:shop /app/.next/standalone ./
COPY --from=build --chown=shop:shop /app/.next/static ./.next/static
COPY --from=build --chown=shop:shop /app/.next/shop-server.js ./.next/shop-server.js
COPY --from=build --chown=shop:shop /app/public ./public
USER shop
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--max-old-space-size=256", ".next/shop-server.js"]
