-- An order changes only its products' stock, and most orders leave every product on the same side
-- of sold out. Such an update now NOTIFYs 'stock' instead of 'products': the caches that show a
-- stock count drop their copies (lib/change-feed.ts), while search rankings, facet counts and
-- suggestions, which depend on a product being in stock or not but never on how many are left,
-- are kept. Every other update (a price, a name, listing or delisting, a product selling out or
-- coming back, or an update of no row at all) still NOTIFYs 'products'.
CREATE FUNCTION "notify_products_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_data_changed',
    CASE WHEN NOT EXISTS (SELECT FROM "new_products")
           OR EXISTS (
             SELECT FROM "old_products" o JOIN "new_products" n USING ("id")
             WHERE (to_jsonb(o) - 'internal_stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(n) - 'internal_stock' - 'updated_at')
                OR (o."internal_stock" > 0) IS DISTINCT FROM (n."internal_stock" > 0))
         THEN 'products' ELSE 'stock' END);
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "products_changed" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_data_changed"();--> statement-breakpoint
CREATE TRIGGER "products_updated" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "old_products" NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_products_updated"();
