ALTER TABLE "messages" ADD COLUMN "hold" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hold_signals" text[];--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hold_decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id","id");--> statement-breakpoint
CREATE INDEX "messages_held_idx" ON "messages" USING btree ("created_at") WHERE "messages"."hold" = 'held';