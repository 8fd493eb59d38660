CREATE TABLE "offer_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"name" text NOT NULL,
	"offer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text NOT NULL,
	"shipper_company_id" uuid NOT NULL,
	"published_by_user_id" uuid,
	"status" text DEFAULT 'in_exchange' NOT NULL,
	"dep_country" text NOT NULL,
	"dep_place_id" text NOT NULL,
	"dep_state_code" text NOT NULL,
	"dep_state_name" text NOT NULL,
	"dep_city_id" text,
	"dep_city_name" text,
	"dep_lat" double precision NOT NULL,
	"dep_lng" double precision NOT NULL,
	"dep_address" text NOT NULL,
	"dep_date" date NOT NULL,
	"dep_time" text NOT NULL,
	"dep_comment" text,
	"dest_country" text NOT NULL,
	"dest_place_id" text NOT NULL,
	"dest_state_code" text NOT NULL,
	"dest_state_name" text NOT NULL,
	"dest_city_id" text,
	"dest_city_name" text,
	"dest_lat" double precision NOT NULL,
	"dest_lng" double precision NOT NULL,
	"dest_address" text NOT NULL,
	"dest_date" date NOT NULL,
	"dest_time" text NOT NULL,
	"dest_comment" text,
	"goods_type" text NOT NULL,
	"weight_kg" double precision NOT NULL,
	"height_m" double precision NOT NULL,
	"length_m" double precision,
	"width_m" double precision,
	"mpl" double precision NOT NULL,
	"pallets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pallets_stacked" boolean DEFAULT false NOT NULL,
	"container_type" text,
	"container_size" text,
	"bulk_type" text,
	"truck_type" text NOT NULL,
	"truck_power_type" text NOT NULL,
	"tail_lift" boolean DEFAULT false NOT NULL,
	"handling" text DEFAULT 'carrier' NOT NULL,
	"dangerous" boolean DEFAULT false NOT NULL,
	"refrigerated" boolean DEFAULT false NOT NULL,
	"price" numeric(12, 2),
	"price_negotiable" boolean DEFAULT true NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_term" text NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"show_contact" boolean DEFAULT true NOT NULL,
	"loading_reference" text,
	"unloading_reference" text,
	"distance_km" integer,
	"cancel_reason" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('in_exchange', 'scheduled', 'in_progress', 'completed', 'cancelled', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "offer_templates" ADD CONSTRAINT "offer_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_templates" ADD CONSTRAINT "offer_templates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_shipper_company_id_companies_id_fk" FOREIGN KEY ("shipper_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_dep_place_id_places_id_fk" FOREIGN KEY ("dep_place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_dest_place_id_places_id_fk" FOREIGN KEY ("dest_place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_templates_company_idx" ON "offer_templates" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_uid_key" ON "offers" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "offers_shipper_status_idx" ON "offers" USING btree ("shipper_company_id","status","dep_date");--> statement-breakpoint
CREATE INDEX "offers_status_dep_date_idx" ON "offers" USING btree ("status","dep_date");--> statement-breakpoint
CREATE INDEX "offers_status_expires_at_idx" ON "offers" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "offers_dep_state_idx" ON "offers" USING btree ("dep_country","dep_state_code","dep_date");--> statement-breakpoint
CREATE INDEX "offers_dest_state_idx" ON "offers" USING btree ("dest_country","dest_state_code","dep_date");--> statement-breakpoint
CREATE INDEX "offers_truck_type_idx" ON "offers" USING btree ("truck_type","dep_date");--> statement-breakpoint
CREATE INDEX "offers_dep_lat_lng_idx" ON "offers" USING btree ("dep_lat","dep_lng");--> statement-breakpoint
CREATE INDEX "offers_dest_lat_lng_idx" ON "offers" USING btree ("dest_lat","dest_lng");