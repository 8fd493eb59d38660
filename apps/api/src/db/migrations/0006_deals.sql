CREATE TABLE "mission_pod_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mission_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"proposal_id" uuid NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	"shipper_company_id" uuid NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"charter_status" text DEFAULT 'pending' NOT NULL,
	"charter_due_at" timestamp with time zone NOT NULL,
	"charter_decided_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"pickup_code" text NOT NULL,
	"pickup_verified_at" timestamp with time zone,
	"pickup_attempts" integer DEFAULT 0 NOT NULL,
	"pod_status" text,
	"pod_due_at" timestamp with time zone,
	"pod_reserves" text,
	"pod_contest_reason" text,
	"pod_decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_status_check" CHECK ("missions"."status" in ('scheduled', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "missions_charter_status_check" CHECK ("missions"."charter_status" in ('pending', 'confirmed', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	"carrier_user_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"comment" text,
	"dep_date" date,
	"dest_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "proposals_kind_check" CHECK ("proposals"."kind" in ('proposal', 'acceptance')),
	CONSTRAINT "proposals_status_check" CHECK ("proposals"."status" in ('pending', 'validated', 'refused', 'withdrawn', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mission_id" uuid NOT NULL,
	"rater_company_id" uuid NOT NULL,
	"rated_company_id" uuid NOT NULL,
	"rater_user_id" uuid,
	"stars" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_stars_check" CHECK ("ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "instant_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mission_pod_files" ADD CONSTRAINT "mission_pod_files_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_shipper_company_id_companies_id_fk" FOREIGN KEY ("shipper_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_carrier_user_id_users_id_fk" FOREIGN KEY ("carrier_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_company_id_companies_id_fk" FOREIGN KEY ("rater_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rated_company_id_companies_id_fk" FOREIGN KEY ("rated_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_user_id_users_id_fk" FOREIGN KEY ("rater_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_pod_files_mission_idx" ON "mission_pod_files" USING btree ("mission_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "missions_one_live_per_offer_key" ON "missions" USING btree ("offer_id") WHERE "missions"."status" <> 'cancelled' and "missions"."charter_status" <> 'declined';--> statement-breakpoint
CREATE INDEX "missions_carrier_status_idx" ON "missions" USING btree ("carrier_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "missions_shipper_idx" ON "missions" USING btree ("shipper_company_id","created_at");--> statement-breakpoint
CREATE INDEX "missions_pod_due_idx" ON "missions" USING btree ("pod_due_at") WHERE "missions"."pod_status" = 'pending';--> statement-breakpoint
CREATE INDEX "missions_charter_due_idx" ON "missions" USING btree ("charter_due_at") WHERE "missions"."charter_status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_one_pending_key" ON "proposals" USING btree ("offer_id","carrier_company_id") WHERE "proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "proposals_offer_created_idx" ON "proposals" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE INDEX "proposals_carrier_created_idx" ON "proposals" USING btree ("carrier_company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_once_per_side_key" ON "ratings" USING btree ("mission_id","rater_company_id");--> statement-breakpoint
CREATE INDEX "ratings_rated_company_idx" ON "ratings" USING btree ("rated_company_id");