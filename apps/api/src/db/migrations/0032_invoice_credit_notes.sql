CREATE TABLE "invoice_credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	"client_company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"issue_date" date NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_ht" bigint DEFAULT 0 NOT NULL,
	"total_vat" bigint DEFAULT 0 NOT NULL,
	"total_ttc" bigint DEFAULT 0 NOT NULL,
	"stamp_duty" bigint DEFAULT 0 NOT NULL,
	"total_due" bigint DEFAULT 0 NOT NULL,
	"vat_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by_user_id" uuid,
	CONSTRAINT "invoice_credit_notes_kind_check" CHECK ("invoice_credit_notes"."kind" in ('full', 'partial')),
	CONSTRAINT "invoice_credit_notes_total_check" CHECK ("invoice_credit_notes"."total_due" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_paid_check";--> statement-breakpoint
DROP INDEX "invoices_unsettled_due_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD CONSTRAINT "invoice_credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD CONSTRAINT "invoice_credit_notes_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD CONSTRAINT "invoice_credit_notes_client_company_id_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD CONSTRAINT "invoice_credit_notes_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_credit_notes_carrier_number_key" ON "invoice_credit_notes" USING btree ("carrier_company_id","number");--> statement-breakpoint
CREATE INDEX "invoice_credit_notes_invoice_idx" ON "invoice_credit_notes" USING btree ("invoice_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_unsettled_due_idx" ON "invoices" USING btree ("due_date") WHERE "invoices"."status" = 'issued' and "invoices"."settled_at" is null and "invoices"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_check" CHECK ("invoices"."paid_total" >= 0 and "invoices"."credited_total" >= 0 and "invoices"."paid_total" + "invoices"."credited_total" <= "invoices"."total_due");