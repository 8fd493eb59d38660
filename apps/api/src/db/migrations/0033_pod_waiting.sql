ALTER TABLE "mission_pods" ADD COLUMN "waiting_at_loading_minutes" integer;--> statement-breakpoint
ALTER TABLE "mission_pods" ADD COLUMN "waiting_at_unloading_minutes" integer;