-- What the limits on orders awaiting their confirmation call need to know (see lib/domain/limits.ts):
-- the client network an order came from, its phone as one key however it was typed, whether its
-- customer is e-mailed about it, and the phones the shop has blocked after a fake order.

-- A phone number's digits in the international form wa.me links use ('923001234567'), exactly as
-- lib/domain/phone.ts phoneDigits() reduces it. One definition for the column below and the admin's
-- searches (lib/server/orders/phones.ts).
CREATE FUNCTION "shop_phone_key"(phone TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN d LIKE '0092%' THEN substr(d, 3)
    WHEN d LIKE '0%' AND length(d) = 11 THEN '92' || substr(d, 2)
    WHEN d LIKE '3%' AND length(d) = 10 THEN '92' || d
    ELSE d
  END FROM (SELECT regexp_replace(phone, '[^0-9]', '', 'g') AS d) AS typed
$$;

ALTER TABLE "Order" ADD COLUMN "phoneKey" TEXT NOT NULL GENERATED ALWAYS AS ("shop_phone_key"("phone")) STORED;
ALTER TABLE "Order" ADD COLUMN "clientNetwork" TEXT;
ALTER TABLE "Order" ADD COLUMN "mailsCustomer" BOOLEAN NOT NULL DEFAULT true;
-- Orders placed before this migration, and orders placed by staff, are never released by the clock.
ALTER TABLE "Order" ADD COLUMN "releaseAt" TIMESTAMPTZ(3);

CREATE INDEX "Order_phoneKey_status_idx" ON "Order"("phoneKey", "status");
CREATE INDEX "Order_clientNetwork_status_idx" ON "Order"("clientNetwork", "status");
CREATE INDEX "Order_email_idx" ON "Order"("email");
CREATE INDEX "Order_releaseAt_idx" ON "Order"("releaseAt");

CREATE TABLE "BlockedPhone" (
    "phoneKey" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "orderId" TEXT,
    "blockedBy" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BlockedPhone_pkey" PRIMARY KEY ("phoneKey"),
    CONSTRAINT "BlockedPhone_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- E-mail addresses are compared as one address however they were capitalised (checkout now stores them lower-cased).
UPDATE "Order" SET "email" = lower("email") WHERE "email" <> lower("email");
