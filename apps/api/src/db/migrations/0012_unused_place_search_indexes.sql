DROP INDEX "places_country_search_prefix_idx";--> statement-breakpoint
DROP INDEX "places_country_name_ar_prefix_idx";--> statement-breakpoint
DROP INDEX "places_search_trgm_idx";