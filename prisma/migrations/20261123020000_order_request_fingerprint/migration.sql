-- What an order was placed with (its lines and promo code, hashed): a retry of the same
-- transactionId must carry the same cart to be answered with the order.
ALTER TABLE "Order" ADD COLUMN "requestFingerprint" TEXT;
