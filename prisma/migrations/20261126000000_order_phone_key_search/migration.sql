-- The admin's searches by phone read the stored Order."phoneKey" (digits in one form however the number
-- was typed): a whole number by equality ("Order_phoneKey_status_idx"), a part of one ('300 111' in
-- '923001112223') through trigrams. Nothing looks an order up by its phone as typed any more.
CREATE INDEX "Order_phoneKey_trgm_idx" ON "Order" USING GIN ("phoneKey" gin_trgm_ops);
DROP INDEX "Order_phone_idx";
