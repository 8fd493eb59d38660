CREATE TABLE "carrier_networks" (
	"shipper_company_id" uuid NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	"added_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_networks_shipper_company_id_carrier_company_id_pk" PRIMARY KEY("shipper_company_id","carrier_company_id")
);
--> statement-breakpoint
CREATE TABLE "network_group_members" (
	"group_id" uuid NOT NULL,
	"shipper_company_id" uuid NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	CONSTRAINT "network_group_members_group_id_carrier_company_id_pk" PRIMARY KEY("group_id","carrier_company_id")
);
--> statement-breakpoint
CREATE TABLE "network_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipper_company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "network_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipper_company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"group_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"invited_by_id" uuid,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"signed_up_company_id" uuid,
	"signed_up_at" timestamp with time zone,
	"joined_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "offer_audiences" (
	"offer_id" uuid NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	CONSTRAINT "offer_audiences_offer_id_carrier_company_id_pk" PRIMARY KEY("offer_id","carrier_company_id")
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "private_audience" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "public_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "made_public_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carrier_networks" ADD CONSTRAINT "carrier_networks_shipper_company_id_companies_id_fk" FOREIGN KEY ("shipper_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_networks" ADD CONSTRAINT "carrier_networks_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_networks" ADD CONSTRAINT "carrier_networks_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_group_members" ADD CONSTRAINT "network_group_members_group_id_network_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."network_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_group_members" ADD CONSTRAINT "network_group_members_network_fk" FOREIGN KEY ("shipper_company_id","carrier_company_id") REFERENCES "public"."carrier_networks"("shipper_company_id","carrier_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_groups" ADD CONSTRAINT "network_groups_shipper_company_id_companies_id_fk" FOREIGN KEY ("shipper_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_invitations" ADD CONSTRAINT "network_invitations_shipper_company_id_companies_id_fk" FOREIGN KEY ("shipper_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_invitations" ADD CONSTRAINT "network_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_invitations" ADD CONSTRAINT "network_invitations_signed_up_company_id_companies_id_fk" FOREIGN KEY ("signed_up_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_audiences" ADD CONSTRAINT "offer_audiences_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_audiences" ADD CONSTRAINT "offer_audiences_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_networks_carrier_idx" ON "carrier_networks" USING btree ("carrier_company_id");--> statement-breakpoint
CREATE INDEX "network_group_members_network_idx" ON "network_group_members" USING btree ("shipper_company_id","carrier_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "network_groups_name_key" ON "network_groups" USING btree ("shipper_company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "network_invitations_shipper_idx" ON "network_invitations" USING btree ("shipper_company_id");--> statement-breakpoint
CREATE INDEX "network_invitations_signed_up_idx" ON "network_invitations" USING btree ("signed_up_company_id") WHERE "network_invitations"."joined_at" IS NULL AND "network_invitations"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "network_invitations_open_key" ON "network_invitations" USING btree ("shipper_company_id",lower("email")) WHERE "network_invitations"."joined_at" IS NULL AND "network_invitations"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "offer_audiences_carrier_idx" ON "offer_audiences" USING btree ("carrier_company_id","offer_id");--> statement-breakpoint
CREATE INDEX "offers_public_after_idx" ON "offers" USING btree ("public_after") WHERE "offers"."public_after" IS NOT NULL AND "offers"."status" = 'in_exchange' AND "offers"."visibility" = 'private';