-- Restock alerts (issue 12): a customer waiting for a sold-out product; notified_at marks the one
-- mail a restock sent. The partial index serves the restock, which reads only waiting alerts.
CREATE TABLE "restock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "restock_alerts" ADD CONSTRAINT "restock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_alerts" ADD CONSTRAINT "restock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "restock_alerts_user_product_key" ON "restock_alerts" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "restock_alerts_waiting_idx" ON "restock_alerts" USING btree ("product_id") WHERE "restock_alerts"."notified_at" is null;