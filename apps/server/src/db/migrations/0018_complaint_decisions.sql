ALTER TABLE "profiles" ADD COLUMN "hidden_for_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "reporter_locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "message_id" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "photo_id" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "rule" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "explanation" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "ban_id" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "content_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "appeal_by" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "appeal_text" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "appealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "appeal_outcome" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "appeal_explanation" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "appeal_decided_by" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "appeal_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_ban_id_bans_id_fk" FOREIGN KEY ("ban_id") REFERENCES "public"."bans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_appeal_decided_by_staff_id_fk" FOREIGN KEY ("appeal_decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_about_user_idx" ON "complaints" USING btree ("about_user_id");--> statement-breakpoint
CREATE INDEX "complaints_waiting_idx" ON "complaints" USING btree ("site_id","created_at") WHERE "complaints"."status" in ('open', 'appealed');