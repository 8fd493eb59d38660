ALTER TABLE "companies" ADD COLUMN "eprotocol_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "eprotocol_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "eprotocol_mime" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "eprotocol_size" integer;