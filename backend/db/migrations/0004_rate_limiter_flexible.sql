-- The hand-made fixed-window table gives way to rate-limiter-flexible's PostgreSQL layout
-- (key, points, expire in epoch ms); its counters are short-lived, so nothing is carried over.
DROP TABLE "rate_limits" CASCADE;
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");