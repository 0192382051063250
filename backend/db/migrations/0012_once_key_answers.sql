-- One-time keys guard more than checkout (docs/product-rules.md#one-time-keys): each key keeps
-- the answer its first request got, which a repeat of the request gets again. An order's answer
-- is its number; the keys of orders placed before this migration get theirs here.
ALTER TABLE "idempotency_keys" ADD COLUMN "answer" jsonb;--> statement-breakpoint
UPDATE "idempotency_keys" k SET "answer" = jsonb_build_object('order_number', o."order_number")
FROM "orders" o WHERE o."id" = k."order_id";
