ALTER TABLE "complaints" ADD COLUMN "reporter_ip" text;--> statement-breakpoint
CREATE INDEX "complaints_reporter_user_idx" ON "complaints" USING btree ("reporter_user_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_reporter_ip_idx" ON "complaints" USING btree ("reporter_ip","created_at");