-- The Customers screen finds a customer's orders and account by the MD5 of the lower-cased
-- address (src/server/db/customer-key.ts, docs/decisions/060).
CREATE INDEX "user_customer_key_idx" ON "user" USING btree (md5(lower("email")));--> statement-breakpoint
CREATE INDEX "orders_customer_key_idx" ON "orders" USING btree (md5(lower("customer_email")));