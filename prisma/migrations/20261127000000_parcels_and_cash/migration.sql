-- After "Shipped": the courier and consignment number of each parcel, a parcel that came back and why,
-- and the courier's payment of the cash it collected; and orders from a blocked phone held for review.
-- All beside the five statuses, never as new ones (DESIGN.md, "after Shipped").

ALTER TYPE "OrderEventKind" ADD VALUE 'Payment';

CREATE TYPE "ReturnReason" AS ENUM ('RefusedAtDoor', 'NotReachable', 'WrongAddress', 'Damaged', 'Other');

CREATE TABLE "Courier" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "trackingUrl" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Courier_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Courier_name_key" ON "Courier"("name");

CREATE TABLE "CourierPayment" (
    "id" TEXT NOT NULL,
    "courierId" TEXT NOT NULL,
    "reference" TEXT,
    "amount" INTEGER NOT NULL,
    "fees" INTEGER NOT NULL,
    "recordedBy" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CourierPayment_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "CourierPayment_courierId_fkey" FOREIGN KEY ("courierId") REFERENCES "Courier"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE INDEX "CourierPayment_courierId_createdAt_idx" ON "CourierPayment"("courierId", "createdAt" DESC);

ALTER TABLE "Order" ADD COLUMN "heldForReview" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Order" ADD COLUMN "courierId" TEXT;
ALTER TABLE "Order" ADD COLUMN "consignmentNumber" TEXT;
ALTER TABLE "Order" ADD COLUMN "shippedAt" TIMESTAMPTZ(3);
ALTER TABLE "Order" ADD COLUMN "deliveredAt" TIMESTAMPTZ(3);
ALTER TABLE "Order" ADD COLUMN "returnedAt" TIMESTAMPTZ(3);
ALTER TABLE "Order" ADD COLUMN "returnReason" "ReturnReason";
ALTER TABLE "Order" ADD COLUMN "paymentId" TEXT;
ALTER TABLE "Order" ADD COLUMN "paidAt" TIMESTAMPTZ(3);
ALTER TABLE "Order" ADD COLUMN "paidAmount" INTEGER;
ALTER TABLE "Order" ADD COLUMN "courierFee" INTEGER;
ALTER TABLE "Order" ADD CONSTRAINT "Order_courierId_fkey" FOREIGN KEY ("courierId") REFERENCES "Courier"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Order" ADD CONSTRAINT "Order_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "CourierPayment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A consignment number names one parcel of its courier.
CREATE UNIQUE INDEX "Order_courierId_consignmentNumber_key" ON "Order"("courierId", "consignmentNumber");
-- The cash still with couriers: delivered orders not yet paid, oldest first.
CREATE INDEX "Order_status_paidAt_deliveredAt_idx" ON "Order"("status", "paidAt", "deliveredAt");
CREATE INDEX "Order_returnedAt_idx" ON "Order"("returnedAt");

-- Orders shipped or delivered before this migration: when, from their history (else their last change).
UPDATE "Order" o SET "shippedAt" = coalesce(
  (SELECT max(e."createdAt") FROM "OrderEvent" e WHERE e."orderId" = o."id" AND e."kind" = 'Status' AND e."status" = 'Shipped'),
  o."updatedAt")
WHERE o."status" IN ('Shipped', 'Delivered');
UPDATE "Order" o SET "deliveredAt" = coalesce(
  (SELECT max(e."createdAt") FROM "OrderEvent" e WHERE e."orderId" = o."id" AND e."kind" = 'Status' AND e."status" = 'Delivered'),
  o."updatedAt")
WHERE o."status" = 'Delivered';

-- The couriers Pakistani shops use, each with its public tracking page; the owner edits the list.
INSERT INTO "Courier" ("id", "name", "trackingUrl", "position") VALUES
  ('courier-tcs', 'TCS', 'https://www.tcsexpress.com/track/{cn}', 1),
  ('courier-leopards', 'Leopards', 'https://www.leopardscourier.com/tracking?cn={cn}', 2),
  ('courier-postex', 'PostEx', 'https://postex.pk/tracking?cn={cn}', 3),
  ('courier-mnp', 'M&P', 'https://www.mulphilog.com/tracking/{cn}', 4),
  ('courier-trax', 'Trax', 'https://sonic.pk/tracking?tracking_number={cn}', 5),
  ('courier-blueex', 'BlueEx', 'https://www.blue-ex.com/tracking?trackno={cn}', 6),
  ('courier-callcourier', 'Call Courier', 'https://cod.callcourier.com.pk/Booking/AfterSavePublic/{cn}', 7),
  ('courier-pakpost', 'Pakistan Post', 'https://ep.gov.pk/emtts/EPTrack_Live.aspx?ArticleIDz={cn}', 8),
  ('courier-own-rider', 'Own rider', NULL, 9);
