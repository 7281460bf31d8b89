-- The shop's search finds a product by its Urdu name as by its English one, through its trigrams
-- (Urdu letters make trigrams in the database's UTF-8 character type), never by reading every row.
CREATE INDEX "Product_nameUr_trgm_idx" ON "Product" USING GIN ("nameUr" gin_trgm_ops);
