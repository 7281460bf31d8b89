-- One key for every number the shop can call, however it was typed (lib/domain/phone.ts phoneDigits):
-- a 10-digit landline ('051 2345678') is now '92512345678' like its '+92 51 2345678', '00' is read as
-- the international prefix before any country code, and a trunk 0 typed after '92' is dropped.
-- The generated column and its indexes are rebuilt so every order's key is computed again, and the
-- blocked phones are keyed again (two entries that are now one number keep the earlier block).

ALTER TABLE "Order" DROP COLUMN "phoneKey";

CREATE OR REPLACE FUNCTION "shop_phone_key"(phone TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN k LIKE '920%' THEN '92' || substr(k, 4) ELSE k END FROM (
    SELECT CASE
      WHEN d LIKE '00%' THEN substr(d, 3)
      WHEN d LIKE '0%' THEN '92' || substr(d, 2)
      WHEN d LIKE '3%' AND length(d) = 10 THEN '92' || d
      ELSE d
    END AS k FROM (SELECT regexp_replace(phone, '[^0-9]', '', 'g') AS d) AS typed
  ) AS keyed
$$;

ALTER TABLE "Order" ADD COLUMN "phoneKey" TEXT NOT NULL GENERATED ALWAYS AS ("shop_phone_key"("phone")) STORED;
CREATE INDEX "Order_phoneKey_status_idx" ON "Order"("phoneKey", "status");
CREATE INDEX "Order_phoneKey_trgm_idx" ON "Order" USING GIN ("phoneKey" gin_trgm_ops);

CREATE TEMPORARY TABLE "rekeyed_blocks" ON COMMIT DROP AS
  SELECT DISTINCT ON ("shop_phone_key"("phone")) "shop_phone_key"("phone") AS "phoneKey", "phone", "orderId", "blockedBy", "createdAt"
  FROM "BlockedPhone" ORDER BY "shop_phone_key"("phone"), "createdAt";
DELETE FROM "BlockedPhone";
INSERT INTO "BlockedPhone" ("phoneKey", "phone", "orderId", "blockedBy", "createdAt")
  SELECT "phoneKey", "phone", "orderId", "blockedBy", "createdAt" FROM "rekeyed_blocks";
