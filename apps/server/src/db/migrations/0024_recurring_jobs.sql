ALTER TABLE "jobs" ADD COLUMN "recurring" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_recurring_unique" ON "jobs" USING btree ("type") WHERE "jobs"."recurring";