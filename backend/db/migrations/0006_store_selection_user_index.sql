-- Checkout checks that the store an order ships to is one the shopper picked on the map.
CREATE INDEX "store_selections_user_store_idx" ON "store_selections" USING btree ("user_id","cvs_store_id");

