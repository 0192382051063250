-- Drizzle cannot declare INCLUDE columns: the default-order index also carries internal_stock,
-- so a deep page of the default ordering is read from the index alone.
DROP INDEX IF EXISTS "products_default_order_idx";
--> statement-breakpoint
CREATE INDEX "products_default_order_idx" ON "products" USING btree (("internal_stock" > 0), "id") INCLUDE ("internal_stock") WHERE "products"."is_active";
