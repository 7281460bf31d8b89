-- After "Place Order": a human order number, the confirmation call's outcome beside the status,
-- the order's history, and the outbox of messages about it.
CREATE TYPE "OrderConfirmation" AS ENUM ('Pending', 'Confirmed', 'NoAnswer', 'WrongNumber', 'CancelledByCustomer');
CREATE TYPE "OrderActor" AS ENUM ('Customer', 'Admin', 'System');
CREATE TYPE "OrderEventKind" AS ENUM ('Placed', 'Status', 'Confirmation', 'Note');

-- Numbers start at 10001; orders placed before this migration are numbered in the order they came.
CREATE SEQUENCE "Order_number_seq" AS INTEGER START WITH 10001;
ALTER TABLE "Order" ADD COLUMN "number" INTEGER;
UPDATE "Order" SET "number" = numbered.n
FROM (SELECT "id", nextval('"Order_number_seq"') AS n FROM (SELECT "id" FROM "Order" ORDER BY "createdAt", "id") AS ordered) AS numbered
WHERE "Order"."id" = numbered."id";
ALTER TABLE "Order" ALTER COLUMN "number" SET DEFAULT nextval('"Order_number_seq"');
ALTER TABLE "Order" ALTER COLUMN "number" SET NOT NULL;
ALTER SEQUENCE "Order_number_seq" OWNED BY "Order"."number";
CREATE UNIQUE INDEX "Order_number_key" ON "Order"("number");

-- Orders placed before this migration were handled by phone already: they count as confirmed
-- unless they are still waiting.
ALTER TABLE "Order" ADD COLUMN "confirmation" "OrderConfirmation" NOT NULL DEFAULT 'Pending';
ALTER TABLE "Order" ADD COLUMN "confirmationAttempts" SMALLINT NOT NULL DEFAULT 0;
UPDATE "Order" SET "confirmation" = 'Confirmed' WHERE "status" IN ('Processing', 'Shipped', 'Delivered');

CREATE TABLE "OrderEvent" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "kind" "OrderEventKind" NOT NULL,
    "status" "OrderStatus",
    "confirmation" "OrderConfirmation",
    "note" TEXT,
    "internal" BOOLEAN NOT NULL DEFAULT false,
    "actor" "OrderActor" NOT NULL,
    "actorName" TEXT,
    "actorId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OrderEvent_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "OrderEvent_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "OrderEvent_orderId_createdAt_idx" ON "OrderEvent"("orderId", "createdAt");

-- Every order so far gets its "placed" entry, so no history starts empty.
INSERT INTO "OrderEvent" ("id", "orderId", "kind", "status", "actor", "createdAt")
SELECT 'placed-' || "id", "id", 'Placed', 'Not processed', 'Customer', "createdAt" FROM "Order";

CREATE TABLE "OutboxMessage" (
    "id" TEXT NOT NULL,
    "dedupeKey" TEXT NOT NULL,
    "orderId" TEXT,
    "topic" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3) DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "sentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OutboxMessage_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "OutboxMessage_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "OutboxMessage_dedupeKey_key" ON "OutboxMessage"("dedupeKey");
CREATE INDEX "OutboxMessage_nextAttemptAt_idx" ON "OutboxMessage"("nextAttemptAt");
CREATE INDEX "OutboxMessage_orderId_createdAt_idx" ON "OutboxMessage"("orderId", "createdAt");
