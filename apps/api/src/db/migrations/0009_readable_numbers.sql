CREATE TABLE "number_counters" (
	"kind" text NOT NULL,
	"year" smallint NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "number_counters_pkey" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "number" text;--> statement-breakpoint
-- Backfill (hand-written): existing offers and missions are numbered in the order they were
-- created within each year (in Africa/Algiers), and the counters continue from there.
WITH "numbered" AS (
	SELECT "id",
		to_char("published_at" AT TIME ZONE 'Africa/Algiers', 'YY') AS "yy",
		row_number() OVER (
			PARTITION BY to_char("published_at" AT TIME ZONE 'Africa/Algiers', 'YY')
			ORDER BY "published_at", "id"
		) AS "seq"
	FROM "offers"
)
UPDATE "offers" SET "number" = 'EXP-' || "numbered"."yy" || '-' || lpad("numbered"."seq"::text, greatest(4, length("numbered"."seq"::text)), '0')
FROM "numbered" WHERE "offers"."id" = "numbered"."id";--> statement-breakpoint
WITH "numbered" AS (
	SELECT "id",
		to_char("created_at" AT TIME ZONE 'Africa/Algiers', 'YY') AS "yy",
		row_number() OVER (
			PARTITION BY to_char("created_at" AT TIME ZONE 'Africa/Algiers', 'YY')
			ORDER BY "created_at", "id"
		) AS "seq"
	FROM "missions"
)
UPDATE "missions" SET "number" = 'MIS-' || "numbered"."yy" || '-' || lpad("numbered"."seq"::text, greatest(4, length("numbered"."seq"::text)), '0')
FROM "numbered" WHERE "missions"."id" = "numbered"."id";--> statement-breakpoint
INSERT INTO "number_counters" ("kind", "year", "last")
SELECT 'offer', to_char("published_at" AT TIME ZONE 'Africa/Algiers', 'YY')::smallint, count(*)
FROM "offers" GROUP BY 2;--> statement-breakpoint
INSERT INTO "number_counters" ("kind", "year", "last")
SELECT 'mission', to_char("created_at" AT TIME ZONE 'Africa/Algiers', 'YY')::smallint, count(*)
FROM "missions" GROUP BY 2;--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_number_key" ON "offers" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "missions_number_key" ON "missions" USING btree ("number" text_pattern_ops);
