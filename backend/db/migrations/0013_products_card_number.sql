-- A new product joins the card its card number already has: looked up by card number on every
-- product created by the staff form or a CSV import (backend/catalogue/card-of-number.ts).
CREATE INDEX "products_card_number_idx" ON "products" USING btree ("card_number");