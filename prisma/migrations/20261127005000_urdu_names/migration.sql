-- Product and category names and descriptions in Urdu for the shop under /ur: optional, empty where
-- none is given, and the shop shows the English text there.

ALTER TABLE "Category" ADD COLUMN "nameUr" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Category" ADD COLUMN "descriptionUr" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Product" ADD COLUMN "nameUr" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Product" ADD COLUMN "descriptionUr" TEXT NOT NULL DEFAULT '';
