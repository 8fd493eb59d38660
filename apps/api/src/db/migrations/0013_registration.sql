ALTER TABLE "companies" ADD COLUMN "legal_form" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "share_capital" numeric(15, 2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "statistical_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_article" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_regime" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_place_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;