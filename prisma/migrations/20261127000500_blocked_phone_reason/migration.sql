-- The block list the admin keeps by hand beside 'Cancel as fake': why a number was blocked, and the
-- list newest first.

ALTER TABLE "BlockedPhone" ADD COLUMN "reason" TEXT;
CREATE INDEX "BlockedPhone_createdAt_idx" ON "BlockedPhone"("createdAt" DESC);
