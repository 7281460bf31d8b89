-- Attempts are counted in one row per key, so counting and deciding is one atomic statement
-- whichever app instance runs it (the rows of LoginFailure were counted, then inserted: a race).
CREATE TABLE "RateLimit" (
    "key" TEXT NOT NULL,
    "hits" INTEGER NOT NULL,
    "windowEndsAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "RateLimit_pkey" PRIMARY KEY ("key")
);

CREATE INDEX "RateLimit_windowEndsAt_idx" ON "RateLimit"("windowEndsAt");

DROP TABLE "LoginFailure";
