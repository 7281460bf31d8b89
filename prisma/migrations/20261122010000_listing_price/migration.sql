-- The price the home page filters and sorts by: the 250 g pack (or the piece) after the offer, rounded
-- exactly as lib/domain/pricing.ts listingPrice() does, kept by PostgreSQL so sorting uses an index.
ALTER TABLE "Product" ADD COLUMN "listingPrice" INTEGER NOT NULL GENERATED ALWAYS AS (
    CASE WHEN "hasWeightSelection"
         THEN round(round("price" * 0.25) * (100 - "offer") / 100.0)::integer
         ELSE round("price" * (100 - "offer") / 100.0)::integer
    END
) STORED;

CREATE INDEX "Product_status_listingPrice_idx" ON "Product"("status", "listingPrice");
