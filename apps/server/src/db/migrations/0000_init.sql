CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address_lines" jsonb NOT NULL,
	"kvk" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"tradenames" jsonb NOT NULL,
	"vat_numbers" jsonb NOT NULL,
	"support_phone" text NOT NULL,
	"delete_discount" integer NOT NULL,
	"added" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"niche" integer NOT NULL,
	"company_id" integer NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;