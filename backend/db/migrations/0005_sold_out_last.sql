-- Every ordering now lists sold-out products after the buyable ones, so the price indexes lead
-- with (internal_stock > 0). Drizzle cannot declare INCLUDE columns: like 0003, both carry
-- internal_stock so deep pages of a price ordering are read from the index alone.
DROP INDEX IF EXISTS "products_price_order_idx";--> statement-breakpoint
CREATE INDEX "products_price_asc_order_idx" ON "products" USING btree (("internal_stock" > 0) desc,"price_jpy","id") INCLUDE ("internal_stock") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_price_order_idx" ON "products" USING btree (("internal_stock" > 0),"price_jpy","id") INCLUDE ("internal_stock") WHERE "products"."is_active";
