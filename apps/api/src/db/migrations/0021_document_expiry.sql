ALTER TABLE "companies" ADD COLUMN "documents_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "documents_valid_until" date;--> statement-breakpoint
CREATE INDEX "company_documents_verified_expiry_idx" ON "company_documents" USING btree ("expires_at") WHERE "company_documents"."status" = 'verified' and "company_documents"."expires_at" is not null;--> statement-breakpoint
-- Every account active today stays active; its "verified until" is the earliest expiry of the
-- documents its kind requires (the catalogue of packages/contracts/src/documents.ts on 2026-11-24).
UPDATE "companies" SET "documents_active" = true WHERE "documents_ok";--> statement-breakpoint
UPDATE "companies" AS c SET "documents_valid_until" = (
  SELECT min(d."expires_at") FROM "company_documents" AS d
  WHERE d."company_id" = c."id" AND d."status" = 'verified'
    AND d."type" = ANY (CASE c."kind"
      WHEN 'carrier' THEN ARRAY['trade_register', 'tax_id', 'tax_regularity', 'social_security', 'transport_capacity', 'insurance']
      ELSE ARRAY['trade_register', 'tax_id', 'tax_regularity', 'social_security'] END)
) WHERE c."documents_ok";
