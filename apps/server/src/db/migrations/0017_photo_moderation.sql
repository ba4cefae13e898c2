CREATE TABLE "profile_text_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"field" text NOT NULL,
	"before" text NOT NULL,
	"after" text NOT NULL,
	"review" text DEFAULT 'queued' NOT NULL,
	"reject_reason" text,
	"queued_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "review" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "phash" bigint;--> statement-breakpoint
ALTER TABLE "profile_text_reviews" ADD CONSTRAINT "profile_text_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_text_reviews_queue_idx" ON "profile_text_reviews" USING btree ("review","queued_at") WHERE "profile_text_reviews"."review" <> 'done';--> statement-breakpoint
CREATE INDEX "profile_text_reviews_user_idx" ON "profile_text_reviews" USING btree ("user_id","field");--> statement-breakpoint
CREATE INDEX "photos_review_idx" ON "photos" USING btree ("review","queued_at") WHERE "photos"."review" <> 'done';--> statement-breakpoint
-- Photos stored before hashes were kept are hashed by the 'hash_photos' job, a batch per run
-- (modules/photos/service.ts); a fresh database (the demo seed hashes its own photos) needs none.
INSERT INTO "jobs" ("type", "payload", "run_at")
SELECT 'hash_photos', '{}'::jsonb, now() WHERE EXISTS (SELECT 1 FROM "photos" WHERE "phash" IS NULL);
