-- The sitemap's files list products in the order they were added (lib/server/catalog/sitemap.ts):
-- each file reads its range from its first product's key along this index, not the whole table.
CREATE INDEX "Product_createdAt_id_idx" ON "Product"("createdAt", "id");
