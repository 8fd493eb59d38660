CREATE TABLE "driver_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"driver_user_id" uuid NOT NULL,
	"mission_id" uuid,
	"slot" bigint NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy" double precision,
	"speed" double precision,
	"heading" double precision,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request" text NOT NULL,
	"status_code" integer,
	"body" text,
	"content_type" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "start_odometer_km" integer;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "start_engine_plate" text;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "start_trailer_plate" text;--> statement-breakpoint
ALTER TABLE "driver_positions" ADD CONSTRAINT "driver_positions_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_positions" ADD CONSTRAINT "driver_positions_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_positions_slot_idx" ON "driver_positions" USING btree ("driver_user_id","slot");--> statement-breakpoint
CREATE INDEX "driver_positions_mission_idx" ON "driver_positions" USING btree ("mission_id","recorded_at") WHERE "driver_positions"."mission_id" is not null;--> statement-breakpoint
CREATE INDEX "driver_positions_recorded_idx" ON "driver_positions" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");