CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
-- Each instance keeps catalogue, news and rules reads in memory (backend/lib/change-feed.ts) and
-- LISTENs on this channel, so a change committed by any instance (staff, an order's stock) drops
-- the cached copies everywhere. The payload names the table; NOTIFY folds repeats per transaction.
CREATE FUNCTION "notify_shop_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_data_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_data_changed"();--> statement-breakpoint
CREATE TRIGGER "cards_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cards" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_data_changed"();--> statement-breakpoint
CREATE TRIGGER "product_images_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_data_changed"();--> statement-breakpoint
CREATE TRIGGER "news_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_data_changed"();--> statement-breakpoint
CREATE TRIGGER "rules_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rules" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_data_changed"();
