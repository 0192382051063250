-- Card aliases (issue 12): names players search by, edited by staff. name_keys holds the card's
-- names and aliases in search normal form for suggestions; normalising needs JavaScript (OpenCC),
-- so rows that predate this migration get their keys from fillCardNameKeys (search/card-keys.ts)
-- right after migrating. The cards_changed trigger of 0007 already announces alias edits.
ALTER TABLE "cards" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "name_keys" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "cards_name_keys_trgm_idx" ON "cards" USING gin ("name_keys" gin_trgm_ops) WITH (fastupdate=false);