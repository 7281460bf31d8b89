-- The dashboard's money by period (issue 34): the orders delivered, and those paid for by their
-- courier, in today, the last 7 and the last 30 days, and the return rate's delivered parcels.
CREATE INDEX "Order_deliveredAt_idx" ON "Order"("deliveredAt");
CREATE INDEX "Order_paidAt_idx" ON "Order"("paidAt");
