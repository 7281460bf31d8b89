-- The shop's search finds what a description says of a product ('sugar free': "dried without
-- sugar") through its trigrams, as it finds names, never by reading every description.
CREATE INDEX "Product_description_trgm_idx" ON "Product" USING GIN ("description" gin_trgm_ops);
