-- Each bulk import keeps what it changed, so the admin can undo it within a day.

CREATE TABLE "BulkImport" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdById" TEXT,
    "createdProductIds" JSONB NOT NULL,
    "before" JSONB NOT NULL,
    "undoneAt" TIMESTAMPTZ(3),
    "undoneById" TEXT,
    CONSTRAINT "BulkImport_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "BulkImport_createdAt_idx" ON "BulkImport"("createdAt");
