CREATE TABLE "drivers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"engine_plate" text NOT NULL,
	"engine_plate_country" text DEFAULT 'DZ' NOT NULL,
	"trailer_plate" text,
	"trailer_plate_country" text,
	"remark" text,
	"is_online" boolean DEFAULT false NOT NULL,
	"last_ping_lat" double precision,
	"last_ping_lng" double precision,
	"last_ping_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_trailer_country_check" CHECK (("drivers"."trailer_plate" is null) = ("drivers"."trailer_plate_country" is null)),
	CONSTRAINT "drivers_last_ping_check" CHECK (("drivers"."last_ping_at" is null) = ("drivers"."last_ping_lat" is null) and ("drivers"."last_ping_at" is null) = ("drivers"."last_ping_lng" is null))
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drivers_company_idx" ON "drivers" USING btree ("company_id");