-- A product picture's file is removed only when no product and no past order shows it any more:
-- the order lines that snapshotted it are found by this index, not by a scan of every line.
CREATE INDEX "OrderLine_productImage_idx" ON "OrderLine"("productImage");
