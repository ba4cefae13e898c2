ALTER TABLE "discount_code_uses" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "discount_code_uses" CASCADE;--> statement-breakpoint
CREATE INDEX "payment_orders_discount_code_idx" ON "payment_orders" USING btree ("discount_code_id","user_id");