CREATE TABLE "credit_debts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"credits" integer NOT NULL,
	"settled_credits" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_debts_source_unique" UNIQUE("source"),
	CONSTRAINT "credit_debts_settled_range" CHECK ("credit_debts"."credits" > 0 and "credit_debts"."settled_credits" between 0 and "credit_debts"."credits")
);
--> statement-breakpoint
CREATE TABLE "member_review_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"source" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_staff_id" integer,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_review_flags_source_unique" UNIQUE("source")
);
--> statement-breakpoint
CREATE TABLE "order_chargebacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider_chargeback_id" text NOT NULL,
	"amount" integer NOT NULL,
	"credits" integer NOT NULL,
	"debt_credits" integer NOT NULL,
	"reason" text,
	"charged_back_at" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_chargebacks_providerChargebackId_unique" UNIQUE("provider_chargeback_id")
);
--> statement-breakpoint
CREATE TABLE "order_receipts" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"vat_rate" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"seller" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"credits" integer,
	"staff_id" integer,
	"staff_email" text,
	"reason" text,
	"outside_window" boolean DEFAULT false NOT NULL,
	"failure" text,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_order_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_debts" ADD CONSTRAINT "credit_debts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_review_flags" ADD CONSTRAINT "member_review_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_review_flags" ADD CONSTRAINT "member_review_flags_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_review_flags" ADD CONSTRAINT "member_review_flags_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_review_flags" ADD CONSTRAINT "member_review_flags_resolved_by_staff_id_staff_id_fk" FOREIGN KEY ("resolved_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_chargebacks" ADD CONSTRAINT "order_chargebacks_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_receipts" ADD CONSTRAINT "order_receipts_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_statuses" ADD CONSTRAINT "payment_order_statuses_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_debts_open_idx" ON "credit_debts" USING btree ("user_id") WHERE "credit_debts"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "member_review_flags_open_idx" ON "member_review_flags" USING btree ("user_id") WHERE "member_review_flags"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "order_chargebacks_order_idx" ON "order_chargebacks" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_order_key_unique" ON "order_refunds" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_provider_unique" ON "order_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "payment_order_statuses_order_idx" ON "payment_order_statuses" USING btree ("order_id","at");--> statement-breakpoint
-- Orders from before the history: they began open, and their present status dates from their last update.
INSERT INTO "payment_order_statuses" ("order_id", "status", "at") SELECT "id", 'open', "created_at" FROM "payment_orders";
--> statement-breakpoint
INSERT INTO "payment_order_statuses" ("order_id", "status", "at") SELECT "id", "status", "updated_at" FROM "payment_orders" WHERE "status" <> 'open';
