CREATE TABLE "simulated_provider_objects" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_provider_objects_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE INDEX "simulated_provider_objects_kind_created_at_index" ON "simulated_provider_objects" USING btree ("kind","created_at");