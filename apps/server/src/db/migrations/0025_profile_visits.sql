CREATE TABLE "profile_visits" (
	"visitor_id" integer NOT NULL,
	"visited_id" integer NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_visits_visitor_id_visited_id_pk" PRIMARY KEY("visitor_id","visited_id")
);
--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_visitor_id_users_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_visited_id_users_id_fk" FOREIGN KEY ("visited_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_visits_visited_idx" ON "profile_visits" USING btree ("visited_id","visited_at");