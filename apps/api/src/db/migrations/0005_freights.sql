CREATE TABLE "freight_consultations" (
	"user_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"consulted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freight_consultations_user_id_offer_id_pk" PRIMARY KEY("user_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "freight_favorites" (
	"user_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freight_favorites_user_id_offer_id_pk" PRIMARY KEY("user_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "offers_status_dep_date_idx";--> statement-breakpoint
DROP INDEX "offers_dep_state_idx";--> statement-breakpoint
DROP INDEX "offers_dest_state_idx";--> statement-breakpoint
DROP INDEX "offers_truck_type_idx";--> statement-breakpoint
DROP INDEX "offers_dep_lat_lng_idx";--> statement-breakpoint
DROP INDEX "offers_dest_lat_lng_idx";--> statement-breakpoint
ALTER TABLE "freight_consultations" ADD CONSTRAINT "freight_consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_consultations" ADD CONSTRAINT "freight_consultations_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_favorites" ADD CONSTRAINT "freight_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_favorites" ADD CONSTRAINT "freight_favorites_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freight_consultations_user_consulted_idx" ON "freight_consultations" USING btree ("user_id","consulted_at");--> statement-breakpoint
CREATE INDEX "freight_consultations_offer_idx" ON "freight_consultations" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "freight_favorites_user_created_idx" ON "freight_favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "freight_favorites_offer_idx" ON "freight_favorites" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_exchange_date_idx" ON "offers" USING btree ("dep_date","dep_time","id","weight_kg","truck_type") WHERE "offers"."status" = 'in_exchange' AND "offers"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "offers_exchange_published_idx" ON "offers" USING btree ("published_at","id") WHERE "offers"."status" = 'in_exchange' AND "offers"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "offers_exchange_price_idx" ON "offers" USING btree ("price","id") WHERE "offers"."status" = 'in_exchange' AND "offers"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "offers_exchange_dep_state_idx" ON "offers" USING btree ("dep_country","dep_state_code","dep_date","dep_time","id") WHERE "offers"."status" = 'in_exchange' AND "offers"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "offers_exchange_dest_state_idx" ON "offers" USING btree ("dest_country","dest_state_code","dep_date","dep_time","id") WHERE "offers"."status" = 'in_exchange' AND "offers"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "offers_exchange_truck_type_idx" ON "offers" USING btree ("truck_type","dep_date","dep_time","id") WHERE "offers"."status" = 'in_exchange' AND "offers"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "offers_exchange_dep_place_idx" ON "offers" USING btree ("dep_place_id","dep_date","dep_time","id","truck_type","weight_kg") WHERE "offers"."status" = 'in_exchange' AND "offers"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "offers_exchange_dest_place_idx" ON "offers" USING btree ("dest_place_id","dep_date","dep_time","id") WHERE "offers"."status" = 'in_exchange' AND "offers"."visibility" = 'public';