-- The dashboard's products low on stock or out of it, least first, and their counts: a range of this
-- index instead of a scan of the whole catalogue (also the products list's stock filters and sort).
CREATE INDEX "Product_stock_idx" ON "Product"("stock");
