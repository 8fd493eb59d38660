CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"mission_id" uuid,
	"label" text NOT NULL,
	"quantity_thousandths" integer NOT NULL,
	"unit_price_ht" bigint NOT NULL,
	"vat_rate" integer NOT NULL,
	"amount_ht" bigint NOT NULL,
	CONSTRAINT "invoice_lines_kind_check" CHECK ("invoice_lines"."kind" in ('transport', 'immobilisation', 'other')),
	CONSTRAINT "invoice_lines_quantity_check" CHECK ("invoice_lines"."quantity_thousandths" > 0),
	CONSTRAINT "invoice_lines_price_check" CHECK ("invoice_lines"."unit_price_ht" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_missions" (
	"invoice_id" uuid NOT NULL,
	"mission_id" uuid NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" smallint NOT NULL,
	"mission_number" text NOT NULL,
	"offer_number" text NOT NULL,
	"loading_reference" text,
	"unloading_reference" text,
	CONSTRAINT "invoice_missions_pkey" PRIMARY KEY("invoice_id","mission_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"carrier_company_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"kind" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_sequences_pkey" PRIMARY KEY("carrier_company_id","year","kind"),
	CONSTRAINT "invoice_sequences_kind_check" CHECK ("invoice_sequences"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoice_sequences_last_check" CHECK ("invoice_sequences"."last" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	"client_company_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"issue_date" date,
	"due_date" date NOT NULL,
	"due_date_is_manual" boolean DEFAULT false NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_term" text NOT NULL,
	"billing_type" text DEFAULT 'flat' NOT NULL,
	"vat_rate" integer DEFAULT 1900 NOT NULL,
	"vat_mention" text,
	"total_ht" bigint DEFAULT 0 NOT NULL,
	"total_vat" bigint DEFAULT 0 NOT NULL,
	"total_ttc" bigint DEFAULT 0 NOT NULL,
	"stamp_duty" bigint DEFAULT 0 NOT NULL,
	"total_due" bigint DEFAULT 0 NOT NULL,
	"vat_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seller" jsonb,
	"buyer" jsonb,
	"issued_at" timestamp with time zone,
	"issued_by_user_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'issued')),
	CONSTRAINT "invoices_billing_type_check" CHECK ("invoices"."billing_type" in ('flat', 'per_km', 'per_tonne')),
	CONSTRAINT "invoices_issued_check" CHECK (("invoices"."status" = 'draft') = ("invoices"."number" is null and "invoices"."issue_date" is null and "invoices"."issued_at" is null and "invoices"."seller" is null and "invoices"."buyer" is null))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_missions" ADD CONSTRAINT "invoice_missions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_missions" ADD CONSTRAINT "invoice_missions_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_missions" ADD CONSTRAINT "invoice_missions_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_company_id_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_key" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_missions_one_live_key" ON "invoice_missions" USING btree ("mission_id") WHERE "invoice_missions"."is_active";--> statement-breakpoint
CREATE INDEX "invoice_missions_carrier_idx" ON "invoice_missions" USING btree ("carrier_company_id","mission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_carrier_number_key" ON "invoices" USING btree ("carrier_company_id","number") WHERE "invoices"."number" is not null;--> statement-breakpoint
CREATE INDEX "invoices_carrier_created_idx" ON "invoices" USING btree ("carrier_company_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_company_id","created_at");