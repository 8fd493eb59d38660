DROP INDEX "company_documents_company_idx";--> statement-breakpoint
ALTER TABLE "company_documents" ADD COLUMN "issued_at" date;--> statement-breakpoint
ALTER TABLE "company_documents" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "company_documents" ADD COLUMN "expires_at" date;--> statement-breakpoint
ALTER TABLE "company_documents" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "company_documents" ADD COLUMN "reviewed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "company_documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_documents" ADD COLUMN "warned_30_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_documents" ADD COLUMN "warned_7_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "company_documents_company_type_key" ON "company_documents" USING btree ("company_id","type");--> statement-breakpoint
CREATE INDEX "company_documents_status_idx" ON "company_documents" USING btree ("status","uploaded_at");