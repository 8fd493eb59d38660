CREATE TABLE "routes" (
	"from_place_id" text NOT NULL,
	"to_place_id" text NOT NULL,
	"option" text NOT NULL,
	"engine" text NOT NULL,
	"distance_m" integer NOT NULL,
	"duration_s" integer NOT NULL,
	"toll_distance_m" integer DEFAULT 0 NOT NULL,
	"geometry" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routes_from_place_id_to_place_id_option_engine_pk" PRIMARY KEY("from_place_id","to_place_id","option","engine"),
	CONSTRAINT "routes_option_check" CHECK ("routes"."option" in ('fastest', 'shortest', 'avoid_tolls')),
	CONSTRAINT "routes_engine_check" CHECK ("routes"."engine" in ('estimate', 'osrm'))
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "distance_source" text DEFAULT 'estimate' NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "distance_km" integer;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "distance_source" text;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "vehicle_class" text;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "co2e_kg" numeric(12, 1);--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "co2_method" text;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "empty_km" integer;--> statement-breakpoint
CREATE INDEX "routes_computed_at_idx" ON "routes" USING btree ("computed_at");