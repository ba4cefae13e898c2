CREATE TABLE "operator_claims" (
	"conversation_id" integer PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_messages" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"staff_id" integer,
	"fictional_id" integer,
	"member_id" integer,
	"waited_since" timestamp with time zone,
	"sent_at" timestamp with time zone NOT NULL,
	"first_contact" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_claims" ADD CONSTRAINT "operator_claims_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_claims" ADD CONSTRAINT "operator_claims_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_messages" ADD CONSTRAINT "operator_messages_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_messages" ADD CONSTRAINT "operator_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_messages" ADD CONSTRAINT "operator_messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_messages" ADD CONSTRAINT "operator_messages_fictional_id_users_id_fk" FOREIGN KEY ("fictional_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_messages" ADD CONSTRAINT "operator_messages_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_messages_site_sent_idx" ON "operator_messages" USING btree ("site_id","sent_at");--> statement-breakpoint
CREATE INDEX "operator_messages_staff_sent_idx" ON "operator_messages" USING btree ("staff_id","sent_at");--> statement-breakpoint
CREATE INDEX "operator_messages_first_contact_idx" ON "operator_messages" USING btree ("member_id") WHERE "operator_messages"."first_contact";