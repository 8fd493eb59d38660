CREATE TABLE "countries" (
	"alpha2" text PRIMARY KEY NOT NULL,
	"nom_fr_fr" text NOT NULL,
	"names" jsonb NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"lat" double precision,
	"lng" double precision
);
--> statement-breakpoint
CREATE TABLE "data_versions" (
	"key" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"country" text NOT NULL,
	"state_code" text NOT NULL,
	"state_name" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"search" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "places_kind_check" CHECK ("places"."kind" in ('state', 'city'))
);
--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_country_countries_alpha2_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("alpha2") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "places_country_kind_state_idx" ON "places" USING btree ("country","kind","state_code");--> statement-breakpoint
CREATE INDEX "places_country_search_prefix_idx" ON "places" USING btree ("country","search" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "places_country_name_ar_prefix_idx" ON "places" USING btree ("country","name_ar" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "places_search_trgm_idx" ON "places" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "places_lat_lng_idx" ON "places" USING btree ("lat","lng");