-- The language an order was placed in, for its e-mails and WhatsApp messages (issue 36). Orders
-- placed before the Urdu shop were placed in English.

ALTER TABLE "Order" ADD COLUMN "locale" TEXT NOT NULL DEFAULT 'en';
ALTER TABLE "Order" ADD CONSTRAINT "Order_locale_known" CHECK ("locale" IN ('en', 'ur'));
