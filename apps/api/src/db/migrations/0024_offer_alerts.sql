ALTER TABLE "offers" ADD COLUMN "alerts_checked_at" timestamp with time zone;--> statement-breakpoint
-- Offers published before alerts existed are not news: checked as of now.
UPDATE "offers" SET "alerts_checked_at" = now();--> statement-breakpoint
CREATE INDEX "offers_alerts_due_idx" ON "offers" USING btree ("published_at") WHERE "offers"."alerts_checked_at" IS NULL;