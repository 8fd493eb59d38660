CREATE TABLE "trucks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"family" text NOT NULL,
	"goods" text[] DEFAULT '{}'::text[] NOT NULL,
	"can_take_dangerous_goods" boolean DEFAULT false NOT NULL,
	"weight_kg" double precision NOT NULL,
	"length_m" double precision,
	"volume_m3" double precision,
	"start_country" text NOT NULL,
	"start_place_id" text NOT NULL,
	"start_state_code" text NOT NULL,
	"start_state_name" text NOT NULL,
	"start_city_id" text,
	"start_city_name" text,
	"start_lat" double precision NOT NULL,
	"start_lng" double precision NOT NULL,
	"end_country" text NOT NULL,
	"end_place_id" text NOT NULL,
	"end_state_code" text NOT NULL,
	"end_state_name" text NOT NULL,
	"end_city_id" text,
	"end_city_name" text,
	"end_lat" double precision NOT NULL,
	"end_lng" double precision NOT NULL,
	"available_from" date NOT NULL,
	"available_until" date,
	"use_society_contact" boolean DEFAULT true NOT NULL,
	"contact_first_name" text,
	"contact_last_name" text,
	"contact_email" text,
	"contact_phone" text,
	"comment" text,
	"is_visible" boolean DEFAULT true NOT NULL,
	"visible_since" timestamp with time zone,
	"availability_asked_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"alerts" boolean DEFAULT false NOT NULL,
	"alerted_at" timestamp with time zone,
	"alert_pending" integer DEFAULT 0 NOT NULL,
	"picture_key" text,
	"picture_mime" text,
	"picture_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trucks_weight_check" CHECK ("trucks"."weight_kg" > 0 and "trucks"."weight_kg" <= 80000),
	CONSTRAINT "trucks_length_check" CHECK ("trucks"."length_m" is null or ("trucks"."length_m" > 0 and "trucks"."length_m" <= 22)),
	CONSTRAINT "trucks_volume_check" CHECK ("trucks"."volume_m3" is null or ("trucks"."volume_m3" > 0 and "trucks"."volume_m3" <= 650))
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "alert_pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trucks" ADD CONSTRAINT "trucks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucks" ADD CONSTRAINT "trucks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trucks_company_idx" ON "trucks" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "trucks_search_idx" ON "trucks" USING btree ("available_from","id") WHERE "trucks"."is_visible";--> statement-breakpoint
CREATE INDEX "trucks_search_start_state_idx" ON "trucks" USING btree ("start_country","start_state_code","available_from") WHERE "trucks"."is_visible";--> statement-breakpoint
CREATE INDEX "trucks_alerts_idx" ON "trucks" USING btree ("start_country","start_state_code") WHERE "trucks"."is_visible" and "trucks"."alerts";--> statement-breakpoint
CREATE INDEX "saved_searches_alerts_idx" ON "saved_searches" USING btree ("company_id") WHERE "saved_searches"."alerts";