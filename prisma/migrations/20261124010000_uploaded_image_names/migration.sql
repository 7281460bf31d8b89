-- The names product images had when they were uploaded for a bulk import, so a CSV can name them.
CREATE TABLE "UploadedImage" (
    "filename" TEXT NOT NULL,
    "originalName" TEXT NOT NULL,
    "originalKey" TEXT NOT NULL,
    "uploadedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "UploadedImage_pkey" PRIMARY KEY ("filename")
);
CREATE INDEX "UploadedImage_originalKey_uploadedAt_idx" ON "UploadedImage"("originalKey", "uploadedAt" DESC);
