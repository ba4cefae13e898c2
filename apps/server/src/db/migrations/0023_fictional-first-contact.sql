ALTER TABLE "users" ADD COLUMN "fictional_first_contact" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "users_site_created_idx" ON "users" USING btree ("site_id","created_at");