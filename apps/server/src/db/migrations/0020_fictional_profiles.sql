CREATE TABLE "fictional_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"online_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fictional_profiles" ADD CONSTRAINT "fictional_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Profiles flagged fictional before this table existed get their (empty) notes, so staff can manage them.
INSERT INTO "fictional_profiles" ("user_id") SELECT "user_id" FROM "profiles" WHERE "fictional" ON CONFLICT DO NOTHING;
