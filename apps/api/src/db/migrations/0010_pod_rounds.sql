CREATE TABLE "mission_pods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mission_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reserves" text,
	"contest_reason" text,
	"sent_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "mission_pods_status_check" CHECK ("mission_pods"."status" in ('pending', 'accepted', 'contested')),
	CONSTRAINT "mission_pods_round_check" CHECK ("mission_pods"."round" >= 1)
);
--> statement-breakpoint
ALTER TABLE "mission_pods" ADD CONSTRAINT "mission_pods_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each mission's single proof so far becomes its round 1, sent when the mission was completed.
INSERT INTO "mission_pods" ("mission_id", "round", "status", "reserves", "contest_reason", "sent_at", "due_at", "decided_at")
	SELECT "id", 1, "pod_status", "pod_reserves", "pod_contest_reason", coalesce("completed_at", "pod_due_at" - interval '30 minutes'), "pod_due_at", "pod_decided_at"
	FROM "missions" WHERE "pod_status" IS NOT NULL AND "pod_due_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "mission_pod_files" ADD COLUMN "pod_id" uuid;--> statement-breakpoint
UPDATE "mission_pod_files" SET "pod_id" = "mission_pods"."id" FROM "mission_pods" WHERE "mission_pods"."mission_id" = "mission_pod_files"."mission_id" AND "mission_pods"."round" = 1;--> statement-breakpoint
-- Files of a mission that never had a proof status cannot be shown anywhere: they go.
DELETE FROM "mission_pod_files" WHERE "pod_id" IS NULL;--> statement-breakpoint
ALTER TABLE "mission_pod_files" ALTER COLUMN "pod_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "missions_pod_due_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "mission_pods_mission_round_key" ON "mission_pods" USING btree ("mission_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_pods_one_pending_key" ON "mission_pods" USING btree ("mission_id") WHERE "mission_pods"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mission_pods_due_idx" ON "mission_pods" USING btree ("due_at") WHERE "mission_pods"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "mission_pod_files" ADD CONSTRAINT "mission_pod_files_pod_id_mission_pods_id_fk" FOREIGN KEY ("pod_id") REFERENCES "public"."mission_pods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_pod_files_pod_idx" ON "mission_pod_files" USING btree ("pod_id","position");--> statement-breakpoint
ALTER TABLE "missions" DROP COLUMN "pod_status";--> statement-breakpoint
ALTER TABLE "missions" DROP COLUMN "pod_due_at";--> statement-breakpoint
ALTER TABLE "missions" DROP COLUMN "pod_reserves";--> statement-breakpoint
ALTER TABLE "missions" DROP COLUMN "pod_contest_reason";--> statement-breakpoint
ALTER TABLE "missions" DROP COLUMN "pod_decided_at";
