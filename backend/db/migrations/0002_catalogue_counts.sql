-- Keeps catalogue_counts exact: per statement, the net change of listed products per
-- (category, rarity, condition, in stock) bucket. A stock change that keeps a product in stock
-- nets to zero and touches no bucket row, so concurrent orders do not queue on it.
CREATE FUNCTION catalogue_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_counts AS c (category, rarity, condition, in_stock, n)
  SELECT category, rarity, condition, internal_stock > 0, count(*)::int
  FROM new_rows WHERE is_active GROUP BY 1, 2, 3, 4
  ON CONFLICT (category, rarity, condition, in_stock) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalogue_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_counts c SET n = c.n - d.n
  FROM (SELECT category, rarity, condition, internal_stock > 0 AS in_stock, count(*)::int AS n
        FROM old_rows WHERE is_active GROUP BY 1, 2, 3, 4) d
  WHERE c.category = d.category AND c.rarity = d.rarity AND c.condition = d.condition AND c.in_stock = d.in_stock;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalogue_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_counts AS c (category, rarity, condition, in_stock, n)
  SELECT category, rarity, condition, in_stock, sum(delta)::int
  FROM (
    SELECT category, rarity, condition, internal_stock > 0 AS in_stock, -1 AS delta FROM old_rows WHERE is_active
    UNION ALL
    SELECT category, rarity, condition, internal_stock > 0, 1 FROM new_rows WHERE is_active
  ) d
  GROUP BY 1, 2, 3, 4
  HAVING sum(delta) <> 0
  ON CONFLICT (category, rarity, condition, in_stock) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalogue_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalogue_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER products_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER products_counts_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER products_counts_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_after_truncate();
--> statement-breakpoint
-- Counts for products that existed before this migration.
INSERT INTO catalogue_counts (category, rarity, condition, in_stock, n)
SELECT category, rarity, condition, internal_stock > 0, count(*)::int FROM products WHERE is_active GROUP BY 1, 2, 3, 4;
